import { z } from 'zod';
import { chosenIdSchema, daySchema, ok, rowIdSchema } from '../common.ts';
import { eventSchema } from '../events/events.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * Matches (`/match`) inside tournament events: the entrants (teams from master data, or names for
 * a one-off tournament), fixtures generated as a round-robin or added one by one, scores with a
 * correction log, and the standings computed from them with the competition's own points and
 * tie-breakers. Its own file: nothing the sign-in chunk reads imports it.
 */

export const TIE_BREAKERS = [
  'points',
  'goal-difference',
  'goals-for',
  'h2h-points',
  'h2h-goal-difference',
  'h2h-goals',
  'wins',
  'fewest-goals-against',
  'lots',
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export type PointsSystem = { win: number; draw: number; loss: number };
export const DEFAULT_POINTS: PointsSystem = { win: 3, draw: 1, loss: 0 };

/** UEFA's order: overall points, then head-to-head, then overall figures, then lots. */
export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = [
  'points',
  'h2h-points',
  'h2h-goal-difference',
  'h2h-goals',
  'goal-difference',
  'goals-for',
  'wins',
  'lots',
];

/** scheduled; played (a score); walkover (a score awarded); postponed (no time until moved to a new one); cancelled. */
export const MATCH_STATUSES = ['scheduled', 'played', 'walkover', 'postponed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The goals a walkover awards the side that turned up. */
export const WALKOVER_SCORE = 3;
export const MAX_ENTRANTS = 64;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const matchParamsSchema = z.strictObject({ id: idParam });
export const entrantParamsSchema = z.strictObject({ id: idParam, entrantId: idParam });

const pointsSchema = z.strictObject({
  win: z.number().int().min(0, 'OUT_OF_RANGE').max(10, 'OUT_OF_RANGE'),
  draw: z.number().int().min(0, 'OUT_OF_RANGE').max(10, 'OUT_OF_RANGE'),
  loss: z.number().int().min(0, 'OUT_OF_RANGE').max(10, 'OUT_OF_RANGE'),
});

export const competitionSettingsSchema = z.strictObject({
  points: pointsSchema,
  tieBreakers: z
    .array(z.enum(TIE_BREAKERS))
    .min(1, 'TIE_BREAKERS_EMPTY' satisfies FieldCode)
    .max(TIE_BREAKERS.length)
    .refine((list) => new Set(list).size === list.length, 'TIE_BREAKERS_REPEATED' satisfies FieldCode),
});
export type CompetitionSettings = z.infer<typeof competitionSettingsSchema>;

export const entrantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The master data team it is, or null for a one-off entry. */
  teamId: z.number().int().nullable(),
  /** Its drawn lot, once drawn (the lower ranks first when nothing else separates). */
  lot: z.number().int().nullable(),
});
export type Entrant = z.infer<typeof entrantSchema>;

export const entrantCreateSchema = z.union([
  z.strictObject({ teamId: chosenIdSchema('CHOICE_UNKNOWN') }),
  z.strictObject({
    name: z
      .string()
      .trim()
      .min(2, 'MASTER_NAME_SHORT' satisfies FieldCode)
      .max(80, 'TOO_LONG' satisfies FieldCode),
  }),
]);
export type EntrantCreate = z.input<typeof entrantCreateSchema>;

export const matchSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  round: z.number().int(),
  home: entrantSchema.pick({ id: true, name: true }),
  away: entrantSchema.pick({ id: true, name: true }),
  venue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kickoffAt: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
});
export type Match = z.infer<typeof matchSchema>;

export const standingsRowSchema = z.object({
  entrantId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  tied: z.boolean(),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

export const competitionResponseSchema = ok({
  settings: competitionSettingsSchema,
  entrants: z.array(entrantSchema),
  matches: z.array(matchSchema),
  standings: z.array(standingsRowSchema),
  /** Groups of entrants level on everything but lots not yet drawn. */
  needsLots: z.array(z.array(z.number().int())),
  /**
   * What the caller may do: manage the whole tournament (settings, lots, fixtures, one-off
   * entrants), and act for these entrants (their matches; taking them out). Everything with
   * `event.every-team`; a coach, by the teams they coach (one-off entrants are never theirs).
   */
  may: z.object({ manage: z.boolean(), entrantIds: z.array(z.number().int()) }),
});
export type Competition = z.infer<typeof competitionResponseSchema>;

const day = daySchema();
const slot = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'TIME_FORMAT' satisfies FieldCode);

/** A round-robin over the entrants: one round per date, matches at the slots and venues given. */
export const fixturesRequestSchema = z.strictObject({
  double: z.boolean(),
  dates: z
    .array(day)
    .min(1, 'FIXTURE_DATES_EMPTY' satisfies FieldCode)
    .max(200),
  slots: z
    .array(slot)
    .min(1, 'FIXTURE_SLOTS_EMPTY' satisfies FieldCode)
    .max(24),
  venueIds: z
    .array(rowIdSchema)
    .min(1, 'FIXTURE_VENUES_EMPTY' satisfies FieldCode)
    .max(20),
});
export type FixturesRequest = z.input<typeof fixturesRequestSchema>;
export const fixturesPreviewResponseSchema = ok({
  matches: z.array(matchSchema.omit({ id: true, status: true, homeGoals: true, awayGoals: true })),
});
export type FixturePreview = z.infer<typeof fixturesPreviewResponseSchema>['matches'][number];

export const matchCreateSchema = z.strictObject({
  homeId: chosenIdSchema('CHOICE_UNKNOWN'),
  awayId: chosenIdSchema('CHOICE_UNKNOWN'),
  round: z.number().int().min(1, 'OUT_OF_RANGE').max(1000, 'OUT_OF_RANGE'),
  venueId: rowIdSchema.nullable(),
  kickoffAt: z.iso.datetime({ offset: true, message: 'DATE_FORMAT' satisfies FieldCode }).nullable(),
});
export type MatchCreate = z.input<typeof matchCreateSchema>;

/**
 * Move a fixture (a new time or venue), postpone it, or call it off. Postponing drops its time
 * (a time sent with it is refused: POSTPONED_NO_TIME); a new time moves a postponed match back to
 * scheduled.
 */
export const matchChangeSchema = z.strictObject({
  venueId: rowIdSchema.nullable().optional(),
  kickoffAt: z.iso
    .datetime({ offset: true, message: 'DATE_FORMAT' satisfies FieldCode })
    .nullable()
    .optional(),
  status: z.enum(['scheduled', 'postponed', 'cancelled']).optional(),
});
export type MatchChange = z.input<typeof matchChangeSchema>;

const goals = z.number().int().min(0, 'OUT_OF_RANGE').max(99, 'OUT_OF_RANGE');
const scoreExtras = {
  note: z.string().trim().max(300).optional(),
  /**
   * The caller confirms a result for a match whose kick-off is still to come. Without it such a
   * score is refused (409 `SCORE_BEFORE_KICKOFF`) and nothing changes; with it, the score log
   * marks the entry as made before kick-off.
   */
  beforeKickoff: z.boolean().optional(),
};
/** A score, or a walkover to the side that turned up; a second entry corrects the first, with a note. */
export const scoreRequestSchema = z.union([
  z.strictObject({ result: z.literal('played'), homeGoals: goals, awayGoals: goals, ...scoreExtras }),
  z.strictObject({ result: z.literal('walkover'), winner: z.enum(['home', 'away']), ...scoreExtras }),
]);
export type ScoreRequest = z.input<typeof scoreRequestSchema>;
export const matchResponseSchema = ok({ match: matchSchema });

export const scoreLogSchema = z.object({
  at: z.string(),
  by: z.string(),
  /** What the score was before, e.g. "2–1", or null for the first entry. */
  before: z.string().nullable(),
  /** Whether the score before was a walkover awarded (false for the first entry). */
  beforeWalkover: z.boolean(),
  /** The score entered, e.g. "3–0": goals only, the reader's language words `walkover`. */
  after: z.string(),
  /** Whether this entry awarded a walkover rather than recording a played match. */
  walkover: z.boolean(),
  /** Entered before the match's kick-off, on the caller's confirmation (`beforeKickoff`). */
  beforeKickoff: z.boolean(),
  note: z.string().nullable(),
});
export const scoreLogResponseSchema = ok({ items: z.array(scoreLogSchema) });

export const lotsRequestSchema = z.strictObject({
  /** Entrant id → lot drawn (1 ranks first). */
  lots: z.record(z.string().regex(/^\d+$/), z.number().int().min(1).max(MAX_ENTRANTS)),
});

/** A fixture of one of the teams a person (or their child) plays in. */
export const myFixtureSchema = matchSchema.extend({
  eventTitle: z.string(),
  timeZone: z.string(),
  /** The household members who play in it. */
  players: z.array(z.string()),
});
export type MyFixture = z.infer<typeof myFixtureSchema>;
export const myFixturesResponseSchema = ok({ items: z.array(myFixtureSchema) });

/* The players of a master data team: who sees its fixtures under "My fixtures". */

export const teamPlayerSchema = z.object({
  subscriberID: z.string(),
  fullName: z.string(),
  userName: z.string(),
  dateOfBirth: z.string().nullable(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;
export const teamPlayersResponseSchema = ok({ items: z.array(teamPlayerSchema) });
export const teamPlayerRequestSchema = z.strictObject({ userName: z.string().trim().min(1).max(64) });
export const teamPlayerParamsSchema = z.strictObject({
  id: idParam,
  subscriberID: z.string().min(1).max(64),
});
/** A team's squad; more is a data mistake, not a team. */
export const TEAM_PLAYERS_MAX = 60;

/* A personal calendar feed: the household's events and fixtures at a secret address. */

export const calendarFeedResponseSchema = ok({
  /** When the current address was made; null when there is none. */
  createdAt: z.string().nullable(),
  /** The address itself, only in the answer that made it: it is kept as a hash. */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedResponseSchema>;
export const calendarFileParamsSchema = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/),
});

/* The dashboard's calendar cards. */

export const UPCOMING_COUNT = 5;
export const upcomingResponseSchema = ok({
  /** The next events that are open or closed, soonest first. */
  events: z.array(eventSchema),
  /** The next scheduled matches with a kick-off, soonest first. */
  fixtures: z.array(matchSchema.extend({ eventTitle: z.string(), timeZone: z.string() })),
});
export type Upcoming = z.infer<typeof upcomingResponseSchema>;
