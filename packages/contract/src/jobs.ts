import { z } from 'zod';
import { ok } from './common.ts';

/** A background job's life: `queued` (waiting, or waiting to try again), `running`, then one of the last three. */
export const jobStateSchema = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);
export type JobState = z.infer<typeof jobStateSchema>;

/**
 * Why a job's try or a text failed, when the reason is the system's rather than the job's own
 * words or a provider's answer: stored as the code, worded by the reader's console.
 */
export const FAILURE_CODES = [
  'JOB_CANCELLED',
  'JOB_SERVER_LOST',
  'JOB_SERVER_RESTARTED',
  'JOB_TOO_LONG',
  'JOB_UNEXPECTED',
  'SMS_NO_ANSWER',
  'SMS_STOPPED',
  'SMS_CONNECTION_REFUSED',
  'SMS_CONNECTION_LOST',
  'SMS_PROVIDER_NOT_FOUND',
  'SMS_NETWORK_ERROR',
  'SMS_NOT_CONFIGURED',
  'SMS_NOT_IN_LOG',
  'IMPORT_FILE_GONE',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** Job ids are random UUIDs; anything longer is not one of ours. */
export const jobParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const jobSchema = z.object({
  id: z.string(),
  /** What the job does, e.g. `sms.send`. */
  kind: z.string(),
  state: jobStateSchema,
  /** Items finished so far; with `total`, a progress bar. */
  done: z.number().int(),
  /** Null while the job does not know how many items it has. */
  total: z.number().int().nullable(),
  /** Why the last try failed: one of FAILURE_CODES, worded by the console, or a job's or provider's own words. */
  error: z.string().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** `GET jobs/:id` and `POST jobs/:id/cancel`: the job, beside the status like every other answer. */
export const jobResponseSchema = ok(jobSchema.shape);
export type JobResponse = z.infer<typeof jobResponseSchema>;

/** Progress reaches the starter's consoles at most this often (state changes go at once). */
export const JOB_PROGRESS_PUSH_MS = 250;

/** Jobs on one page of `GET jobs`. */
export const JOBS_PAGE_SIZE = 20;

/** `GET jobs`: newest first, a page at a time (`cursor` is the previous page's `nextCursor`). */
export const jobListQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JOBS_PAGE_SIZE),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobListEntrySchema = jobSchema.extend({
  /** Who started it (the list shows only jobs somebody started). */
  startedBy: z.object({ subscriberID: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type JobListEntry = z.infer<typeof jobListEntrySchema>;

export const jobListResponseSchema = ok({
  items: z.array(jobListEntrySchema),
  nextCursor: z.string().nullable(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;
