import { z } from 'zod';
import { ok, pageInfoSchema } from './common.ts';
import type { FieldCode } from './field-codes.ts';

/*
 * Families' data rights: a person (a parent for their child) downloads all their data as a ZIP of
 * JSON and CSV files, and asks for their account to be deleted, which staff confirm or decline.
 */

/** A download whose record holds more rows than this is made by a job, and the person is sent a link. */
export const DATA_EXPORT_JOB_ROWS = 5_000;
/** How long the link to a download a job made works (once). */
export const DATA_EXPORT_LINK_MS = 24 * 60 * 60_000;
export const DELETION_REASON_MAX_LENGTH = 500;

/** `GET profile/export` when the record is large: the ZIP is made by a job; the person is notified with a link. */
export const dataExportQueuedResponseSchema = ok({ queued: z.literal(true), jobId: z.string() });
export type DataExportQueuedResponse = z.infer<typeof dataExportQueuedResponseSchema>;

/** `GET profile/exports/{token}`: a job's download, once, within a day. */
export const dataExportLinkParamsSchema = z.strictObject({ token: z.string().min(16).max(128) });

export const DELETION_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** A request to delete an account, as the person who asked sees it. */
export const deletionRequestSchema = z.object({
  requestID: z.string(),
  status: z.enum(DELETION_STATUSES),
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
  /** Why staff declined it. */
  reason: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** `POST profile/deletion`, `POST family/children/{childId}/deletion`: the request waiting for staff. */
export const deletionRequestResponseSchema = ok({ request: deletionRequestSchema });
export type DeletionRequestResponse = z.infer<typeof deletionRequestResponseSchema>;

/** `GET profile/deletion`: the newest request, if any. */
export const deletionStateResponseSchema = ok({ request: deletionRequestSchema.nullable() });
export type DeletionStateResponse = z.infer<typeof deletionStateResponseSchema>;

/** A request waiting in staff's queue: whose account, and who asked (the person, or their parent). */
export const deletionQueueItemSchema = z.object({
  requestID: z.string(),
  subscriberID: z.string(),
  full_name: z.string(),
  user_name: z.string(),
  /** Set when a parent asked for their child. */
  askedByParent: z.object({ full_name: z.string(), user_name: z.string() }).nullable(),
  requestedAt: z.string(),
});
export type DeletionQueueItem = z.infer<typeof deletionQueueItemSchema>;

/** `GET review/deletions?page=&pageSize=` (grant `subscriber.edit`): waiting requests, oldest first. */
export const deletionQueueResponseSchema = ok({ items: z.array(deletionQueueItemSchema), ...pageInfoSchema });
export type DeletionQueueResponse = z.infer<typeof deletionQueueResponseSchema>;

export const deletionParamsSchema = z.strictObject({ requestID: z.string().min(1).max(64) });

/** `POST review/deletions/{requestID}/decision`: a decline needs a reason, which the person is told. */
export const deletionDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(['confirm', 'decline']),
    reason: z.string().trim().max(DELETION_REASON_MAX_LENGTH).optional(),
  })
  .refine((b) => b.decision === 'confirm' || (b.reason ?? '').length > 0, {
    message: 'DECLINE_REASON_MISSING' satisfies FieldCode,
    path: ['reason'],
  });
export type DeletionDecisionRequest = z.infer<typeof deletionDecisionRequestSchema>;

/** The files of a download, each as `<name>.json` and `<name>.csv`. */
export const DATA_EXPORT_FILES = [
  'profile',
  'connections',
  'messages',
  'notifications',
  'registrations',
  'payments',
  'audit',
] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];
