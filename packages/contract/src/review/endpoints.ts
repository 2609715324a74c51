import { okResponseSchema } from '../auth.ts';
import { pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import { reviewDecisionRequestSchema, reviewListResponseSchema, reviewParamsSchema } from './review.ts';

export const reviewEndpoints = defineEndpoints({
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
});
