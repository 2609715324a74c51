import { okResponseSchema } from '../auth.ts';
import { dataRequestSchema, pageQuerySchema } from '../common.ts';
import { analyticsResponseSchema } from '../dashboard.ts';
import { menuResponseSchema } from '../menu.ts';
import { reviewDecisionRequestSchema, reviewListResponseSchema, reviewParamsSchema } from '../review.ts';
import { smsOutboxResponseSchema } from '../sms.ts';
import { defineEndpoints } from './define.ts';

/** The console around the areas, and the staff areas. */
export const staffEndpoints = defineEndpoints({
  'POST /menu': {
    access: 'signed-in',
    tag: 'menu',
    summary: "The side menu built for the caller's role",
    body: dataRequestSchema,
    response: menuResponseSchema,
  },
  'GET /dashboard/analytics': {
    access: { action: 'dashboard.view' },
    tag: 'dashboard',
    summary: 'Headline figures for the analytics landing page',
    response: analyticsResponseSchema,
  },
  'GET /review/registrations': {
    access: { action: 'review.view' },
    tag: 'review',
    summary: 'Registrations waiting for staff (status 3), oldest first, paged',
    query: pageQuerySchema,
    response: reviewListResponseSchema,
  },
  'POST /review/registrations/:subscriberID/decision': {
    access: { action: 'review.decide' },
    tag: 'review',
    summary: 'Approve or reject a waiting registration; the subscriber is told by notification and SMS',
    params: reviewParamsSchema,
    body: reviewDecisionRequestSchema,
    response: okResponseSchema,
  },
  'GET /sms/outbox': {
    access: { action: 'sms.view' },
    tag: 'sms',
    summary: 'Every text message sent or stored, newest first, paged',
    query: pageQuerySchema,
    response: smsOutboxResponseSchema,
  },
});
