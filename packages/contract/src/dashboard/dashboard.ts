import { z } from 'zod';
import { ok } from '../common.ts';
import { userStatusSchema } from '../status.ts';

export const analyticsResponseSchema = ok({
  totalSubscribers: z.number().int(),
  newThisWeek: z.number().int(),
  newLastWeek: z.number().int(),
  byStatus: z.array(z.object({ status: userStatusSchema, count: z.number().int() })),
  /** Sign-ups per day for the last 30 days, oldest first, as `yyyy-MM-dd`. */
  signupsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  bySport: z.array(z.object({ sport: z.string(), count: z.number().int() })),
  recentSignups: z.array(
    z.object({
      subscriberID: z.string(),
      full_name: z.string(),
      user_name: z.string(),
      user_status: userStatusSchema,
      created_at: z.string(),
    }),
  ),
  activeSessions: z.number().int(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
