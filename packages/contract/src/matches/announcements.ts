import { z } from 'zod';
import { ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/** The longest team announcement: a short notice, read in the notifications list. */
export const TEAM_ANNOUNCEMENT_MAX_LENGTH = 500;
/**
 * Team announcements one person may make in any rolling hour (429 ANNOUNCEMENTS_RATE_LIMITED);
 * the server's TEAM_ANNOUNCEMENTS_PER_HOUR changes it.
 */
export const TEAM_ANNOUNCEMENTS_PER_HOUR = 10;

/**
 * `POST master/teams/{id}/announcements`: a coach's short notice to the team they coach. Every
 * player is notified, and each minor player's parents (family links) too, worded "for <child>".
 */
export const teamAnnouncementSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'MISSING' satisfies FieldCode)
    .max(TEAM_ANNOUNCEMENT_MAX_LENGTH, 'TOO_LONG' satisfies FieldCode),
});
export type TeamAnnouncement = z.infer<typeof teamAnnouncementSchema>;

/** How many people it reached: the players and the parents of the minors among them. */
export const teamAnnouncementResponseSchema = ok({ notified: z.number().int() });
