import { z } from 'zod';
import { ok, pageInfoSchema } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';
import { personShape } from '../profile.ts';

export const REVIEW_REASON_MAX_LENGTH = 500;

export const reviewRegistrationSchema = z.object({
  subscriberID: z.string(),
  ...personShape,
  sport: z.string().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type ReviewRegistration = z.infer<typeof reviewRegistrationSchema>;

/** `GET review/registrations?page=&pageSize=` (grant `review`): status-3 accounts, oldest first. */
export const reviewListResponseSchema = ok({
  items: z.array(reviewRegistrationSchema),
  ...pageInfoSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const reviewParamsSchema = z.strictObject({ subscriberID: z.string().min(1).max(64) });

/** `POST review/registrations/:subscriberID/decision`: a rejection needs a reason, which the subscriber is sent. */
export const reviewDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(REVIEW_REASON_MAX_LENGTH).optional(),
  })
  .refine((b) => b.decision === 'approve' || (b.reason ?? '').length > 0, {
    message: 'REJECTION_REASON_MISSING' satisfies FieldCode,
    path: ['reason'],
  });
export type ReviewDecisionRequest = z.infer<typeof reviewDecisionRequestSchema>;
