import { z } from 'zod';
import { daySchema, ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * The organisation's key figures (/kpi), each for a chosen period against the one before it of
 * equal length. Days are calendar days in the organisation's time zone; a period is `from`..`to`
 * inclusive. Definitions (PRODUCT.md, "Key figures"):
 * - new: subscribers who signed up in the period;
 * - active: subscribers who signed in or registered for an event in the period;
 * - churned: subscribers suspended, erased or who left (closed their account) in the period;
 * - retention: of those who signed up in a month, the share not churned by the end of each month after;
 * - participation: event registrations made in the period; attendance rate = attended / registered
 *   for events held in the period;
 * - revenue: payments received less refunds given in the period; outstanding: what the invoices
 *   issued in the period still wait for (minor units of the organisation's currency);
 * - SMS: texts sent in the period, the share delivered, and their cost in segments;
 * - review turnaround: median hours from a sign-up's phone being verified to the review decision,
 *   for decisions made in the period.
 */

/** The quick choices of period; `from`/`to` choose any other. */
export const KPI_PRESETS = [
  'last-7-days',
  'last-30-days',
  'last-90-days',
  'this-month',
  'this-year',
] as const;
export type KpiPreset = (typeof KPI_PRESETS)[number];
/** The longest period a KPI answers for (a leap year). */
export const KPI_PERIOD_MAX_DAYS = 366;
/** The KPIs, each its own endpoint (`GET /kpi/<kpi>`) and CSV (`GET /kpi/<kpi>/csv`). */
export const KPIS = ['growth', 'retention', 'events', 'revenue', 'sms', 'review'] as const;
export type Kpi = (typeof KPIS)[number];
/** A chart's step: by day up to 31 days, by week (from Monday) up to 182, by month beyond. */
export const KPI_BUCKETS = ['day', 'week', 'month'] as const;
export type KpiBucket = (typeof KPI_BUCKETS)[number];

/**
 * `?preset=` or `?from=&to=` (days, YYYY-MM-DD). Neither is `last-30-days`. `to` before `from` is
 * 400 KPI_PERIOD_REVERSED, more than KPI_PERIOD_MAX_DAYS is 400 KPI_PERIOD_TOO_LONG, and `from`
 * without `to` (or the other way) 400 with field code MISSING. `from`/`to` win over `preset`.
 */
export const kpiPeriodQuerySchema = z
  .strictObject({
    preset: z.enum(KPI_PRESETS).optional(),
    from: daySchema().optional(),
    to: daySchema().optional(),
  })
  .refine((q) => q.from === undefined || q.to !== undefined, {
    message: 'MISSING' satisfies FieldCode,
    path: ['to'],
  })
  .refine((q) => q.to === undefined || q.from !== undefined, {
    message: 'MISSING' satisfies FieldCode,
    path: ['from'],
  });
export type KpiPeriodQuery = z.output<typeof kpiPeriodQuerySchema>;

export const kpiParamsSchema = z.strictObject({ kpi: z.enum(KPIS) });

/** The period answered for and the one before it (days, inclusive), and the chart's step. */
export const kpiPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  days: z.number().int(),
  bucket: z.enum(KPI_BUCKETS),
  timeZone: z.string(),
});
export type KpiPeriod = z.infer<typeof kpiPeriodSchema>;

const count = z.number().int();
/** A share from 0 to 1, or null when there was nothing to divide by. */
const share = z.number().min(0).max(1).nullable();

/** One KPI's answer: the totals of this period and the previous, and the chart's points (oldest first). */
const kpiAnswer = <T extends z.ZodRawShape>(totals: T) => {
  const totalsSchema = z.object(totals);
  return ok({
    period: kpiPeriodSchema,
    totals: z.object({ current: totalsSchema, previous: totalsSchema }),
    /** `start` is the first day of the step (a day, a week's Monday, a month's 1st), YYYY-MM-DD. */
    series: z.array(totalsSchema.extend({ start: z.string() })),
  });
};

export const kpiGrowthResponseSchema = kpiAnswer({ new: count, active: count, churned: count });
export type KpiGrowthResponse = z.infer<typeof kpiGrowthResponseSchema>;

/** The cohort table: a row per sign-up month of the period, a cell per month after (0 = that month). */
export const kpiRetentionResponseSchema = ok({
  period: kpiPeriodSchema,
  totals: z.object({
    current: z.object({ signedUp: count, retained: count, share }),
    previous: z.object({ signedUp: count, retained: count, share }),
  }),
  cohorts: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string(),
      size: count,
      /** Still not churned at the end of month `monthsAfter` (only months already ended, and the current one). */
      retained: z.array(z.object({ monthsAfter: count, count, share })),
    }),
  ),
});
export type KpiRetentionResponse = z.infer<typeof kpiRetentionResponseSchema>;

export const kpiEventsResponseSchema = kpiAnswer({
  registrations: count,
  attended: count,
  /** Registrations for events held in the period (the rate's denominator). */
  registered: count,
  attendanceRate: share,
});
export type KpiEventsResponse = z.infer<typeof kpiEventsResponseSchema>;

export const kpiRevenueResponseSchema = kpiAnswer({
  /** Minor units of `currency`. */
  received: count,
  refunded: count,
  revenue: count,
  outstanding: count,
}).extend({ currency: z.string() });
export type KpiRevenueResponse = z.infer<typeof kpiRevenueResponseSchema>;

export const kpiSmsResponseSchema = kpiAnswer({
  sent: count,
  delivered: count,
  failed: count,
  deliveryRate: share,
  segments: count,
});
export type KpiSmsResponse = z.infer<typeof kpiSmsResponseSchema>;

export const kpiReviewResponseSchema = kpiAnswer({
  decided: count,
  /** Median hours from phone verified to the decision, one decimal; null with no decision. */
  medianHours: z.number().nullable(),
});
export type KpiReviewResponse = z.infer<typeof kpiReviewResponseSchema>;
