import { z } from 'zod';
import { ok } from '../common.ts';
import { STATUS_REASON_MAX } from '../constants.ts';
import { REVIEW_REASON_MAX_LENGTH } from '../review/review.ts';
import type { FieldCode } from '../field-codes.ts';
import { directoryFilterSchema } from '../subscribers/subscribers.ts';

/** What a bulk status change does to each person: the same changes staff make one by one. */
export const BULK_STATUS_ACTIONS = ['suspend', 'reactivate', 'approve', 'reject'] as const;
export const bulkStatusActionSchema = z.enum(BULK_STATUS_ACTIONS);
export type BulkStatusAction = z.infer<typeof bulkStatusActionSchema>;

/** Chosen rows are sent by id, at most this many; past a page or two, choose "all that match". */
export const BULK_CHOSEN_MAX = 1_000;

/**
 * Whom a bulk change reaches: the rows chosen in the directory, or everyone its search and filters
 * match — resolved by the server when the change starts, never a count the console sends.
 */
export const bulkTargetSchema = z.discriminatedUnion('by', [
  z.strictObject({
    by: z.literal('ids'),
    ids: z.array(z.string().min(1).max(64)).min(1).max(BULK_CHOSEN_MAX),
  }),
  z.strictObject({ by: z.literal('filter'), filter: directoryFilterSchema }),
]);
export type BulkTarget = z.infer<typeof bulkTargetSchema>;
export type BulkTargetInput = z.input<typeof bulkTargetSchema>;

export const bulkStatusCountSchema = z.strictObject({ target: bulkTargetSchema });

export const bulkStatusRequestSchema = z.strictObject({
  target: bulkTargetSchema,
  action: bulkStatusActionSchema,
  /** Why: kept with each person's change (a suspension's reason is what they read at sign-in). */
  reason: z
    .string()
    .trim()
    .min(3, 'SUSPENSION_REASON_SHORT' satisfies FieldCode)
    .max(Math.min(STATUS_REASON_MAX, REVIEW_REASON_MAX_LENGTH), 'TOO_LONG' satisfies FieldCode),
});
export type BulkStatusRequest = z.input<typeof bulkStatusRequestSchema>;

/** How many people the target names now (before any is skipped). */
export const bulkStatusCountResponseSchema = ok({ count: z.number().int() });

export const bulkStatusStartedSchema = ok({ jobId: z.string(), count: z.number().int() });
export type BulkStatusStarted = z.infer<typeof bulkStatusStartedSchema>;

/**
 * Why a person was left as they were: already in that state (or not waiting for review), a staff
 * account (changed only through the staff pages), the caller themselves, a Super Admin, or an
 * account deleted since the job started.
 */
export const BULK_SKIP_REASONS = ['same-state', 'staff', 'self', 'super-admin', 'missing'] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

export const bulkOutcomeSchema = z.enum(['done', 'skipped', 'failed']);
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const bulkJobParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** A bulk change's report: what was done, skipped (by reason) and failed, so far. */
export const bulkStatusReportSchema = ok({
  action: bulkStatusActionSchema,
  total: z.number().int(),
  done: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  skippedBy: z.partialRecord(z.enum(BULK_SKIP_REASONS), z.number().int()),
});
export type BulkStatusReport = z.infer<typeof bulkStatusReportSchema>;
