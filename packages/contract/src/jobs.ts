import { z } from 'zod';
import { ok } from './common.ts';

/** A background job's life: `queued` (waiting, or waiting to try again), `running`, then one of the last three. */
export const jobStateSchema = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);
export type JobState = z.infer<typeof jobStateSchema>;

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
  /** Why the last try failed, in words fit for the reader. */
  error: z.string().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** `GET jobs/:id` and `POST jobs/:id/cancel`: the job, beside the status like every other answer. */
export const jobResponseSchema = ok(jobSchema.shape);
export type JobResponse = z.infer<typeof jobResponseSchema>;

/** Progress reaches the starter's consoles at most this often (state changes go at once). */
export const JOB_PROGRESS_PUSH_MS = 250;
