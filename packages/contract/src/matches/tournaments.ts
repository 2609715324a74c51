import { z } from 'zod';
import { ok } from '../common.ts';
import { eventChoicesResponseSchema, eventListQuerySchema, eventSchema } from '../events/events.ts';

/*
 * The matches area's own view of its tournaments, granted by `match.view` alone: a role that runs
 * matches without the events area still finds its tournaments, opens one and fills its forms. A
 * tournament here is what the fixtures and the table need of the event — not its registrations,
 * places or fee, which stay with `event.view`.
 */

export const tournamentSchema = eventSchema.pick({
  id: true,
  title: true,
  status: true,
  sport: true,
  venue: true,
  ageCategory: true,
  teams: true,
  startsAt: true,
  endsAt: true,
  timeZone: true,
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** Upcoming (soonest first), past (latest first) or all, a page at a time by cursor. */
export const tournamentListQuerySchema = eventListQuerySchema.pick({ when: true, cursor: true, limit: true });
export type TournamentListQuery = z.input<typeof tournamentListQuerySchema>;
export type TournamentListParams = z.output<typeof tournamentListQuerySchema>;

export const tournamentListResponseSchema = ok({
  items: z.array(tournamentSchema),
  nextCursor: z.string().nullable(),
});
export const tournamentResponseSchema = ok({ tournament: tournamentSchema });

/** What the matches forms choose from: live venues, and teams (a coach: their own teams only). */
export const tournamentChoicesResponseSchema = eventChoicesResponseSchema.pick({
  status: true,
  venues: true,
  teams: true,
});
export type TournamentChoices = z.infer<typeof tournamentChoicesResponseSchema>;
