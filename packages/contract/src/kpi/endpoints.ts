import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import {
  kpiEventsResponseSchema,
  kpiGrowthResponseSchema,
  kpiParamsSchema,
  kpiPeriodQuerySchema,
  kpiRetentionResponseSchema,
  kpiReviewResponseSchema,
  kpiRevenueResponseSchema,
  kpiSmsResponseSchema,
} from './kpi.ts';

const view = {
  access: { action: 'kpi.view' },
  tag: 'kpi',
  query: kpiPeriodQuerySchema,
  description:
    'For `?preset=` or `?from=&to=` (days in the organisation’s time zone; neither is the last 30 ' +
    'days) against the period before of equal length. 400 KPI_PERIOD_REVERSED, KPI_PERIOD_TOO_LONG.',
} as const;

/** The organisation's key figures (`kpi.view`): one call per KPI, and its table as CSV. */
export const kpiEndpoints = defineEndpoints({
  'GET /kpi/growth': {
    ...view,
    summary: 'New, active and churned subscribers',
    response: kpiGrowthResponseSchema,
  },
  'GET /kpi/retention': {
    ...view,
    summary: 'Retention by sign-up month: the cohort table',
    response: kpiRetentionResponseSchema,
  },
  'GET /kpi/events': {
    ...view,
    summary: 'Event registrations and attendance rate',
    response: kpiEventsResponseSchema,
  },
  'GET /kpi/revenue': {
    ...view,
    summary: 'Revenue and outstanding, in minor units of the organisation’s currency',
    response: kpiRevenueResponseSchema,
  },
  'GET /kpi/sms': {
    ...view,
    summary: 'Texts sent, delivery rate and cost in segments',
    response: kpiSmsResponseSchema,
  },
  'GET /kpi/review': {
    ...view,
    summary: 'Review turnaround: median hours from phone verified to decision',
    response: kpiReviewResponseSchema,
  },
  'GET /kpi/:kpi/csv': {
    ...view,
    params: kpiParamsSchema,
    summary: 'One KPI’s table (its chart’s points, or the cohort table) as CSV',
    description:
      'The answer is `text/csv` (UTF-8 with a byte-order mark), worded in the caller’s language; ' +
      'same period rules as the KPI.',
    response: ok({}),
  },
});
