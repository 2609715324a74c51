import { okResponseSchema } from '../auth.ts';
import { pageQuerySchema } from '../common.ts';
import {
  deletionDecisionRequestSchema,
  deletionParamsSchema,
  deletionQueueResponseSchema,
} from '../data-rights.ts';
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
  // Deleting an account changes the subscriber's record: the grant is the record's `subscriber.edit`.
  'GET /review/deletions': {
    access: { action: 'subscriber.edit' },
    tag: 'review',
    summary: 'Requests to delete an account waiting for staff, oldest first, paged',
    query: pageQuerySchema,
    response: deletionQueueResponseSchema,
  },
  'POST /review/deletions/:requestID/decision': {
    access: { action: 'subscriber.edit' },
    tag: 'review',
    summary:
      'Confirm (the account is anonymised: personal data removed, what the law keeps kept under a pseudonym) or decline with a reason',
    params: deletionParamsSchema,
    body: deletionDecisionRequestSchema,
    response: okResponseSchema,
  },
});
