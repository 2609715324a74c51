import { z } from 'zod';
import { okStatus, rowIdSchema } from './common.ts';

/** A notification as spec §3 shows it, plus its own id. */
export const notificationSchema = z.object({
  id: z.number().int(),
  from_id: z.string(),
  full_name: z.string(),
  message: z.object({ msg: z.string() }),
  /** ISO 8601, UTC. */
  date_time: z.string(),
  /** '0' unseen, '1' seen. */
  seen_status: z.enum(['0', '1']),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notifyListResponseSchema = z.object({
  status: okStatus,
  notification: z.array(notificationSchema),
  unseen: z.number().int(),
});
export type NotifyListResponse = z.infer<typeof notifyListResponseSchema>;

/** How many notifications `notify/list` returns, newest first. */
export const NOTIFY_LIST_LIMIT = 20;

export const notifySeenRequestSchema = z.strictObject({ id: rowIdSchema });
