import {
  DEFAULT_POINTS,
  DEFAULT_TIE_BREAKERS,
  type CompetitionSettings,
  type TieBreaker,
} from '@fieldhouse/contract';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { MatchesTable } from './tables.ts';

/** A tournament's points and tie-breakers: its own, or the defaults until staff change them. */
export async function settingsOf(db: DbOrTrx, eventId: number): Promise<CompetitionSettings> {
  const row = await db
    .selectFrom('competitions')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) return { points: { ...DEFAULT_POINTS }, tieBreakers: [...DEFAULT_TIE_BREAKERS] };
  return {
    points: { win: row.points_win, draw: row.points_draw, loss: row.points_loss },
    tieBreakers: JSON.parse(row.tie_breakers) as TieBreaker[],
  };
}

export async function saveSettings(db: DbOrTrx, eventId: number, s: CompetitionSettings) {
  const values = {
    points_win: s.points.win,
    points_draw: s.points.draw,
    points_loss: s.points.loss,
    tie_breakers: JSON.stringify(s.tieBreakers),
  };
  await db
    .insertInto('competitions')
    .values({ event_id: eventId, ...values })
    .onConflict((oc) => oc.column('event_id').doUpdateSet(values))
    .execute();
}

export function entrantsOf(db: DbOrTrx, eventId: number) {
  return db
    .selectFrom('event_entrants')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function insertEntrant(
  db: DbOrTrx,
  e: { eventId: number; teamId: number | null; name: string },
) {
  await db
    .insertInto('event_entrants')
    .values({ event_id: e.eventId, team_id: e.teamId, name: e.name })
    .execute();
}

/** Deletes an entrant that plays in no match; false when it plays in one (or is not there). */
export async function deleteUnusedEntrant(db: DbOrTrx, eventId: number, entrantId: number) {
  const result = await db
    .deleteFrom('event_entrants')
    .where('id', '=', entrantId)
    .where('event_id', '=', eventId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('matches')
            .select('matches.id')
            .where((m) => m.or([m('home_id', '=', entrantId), m('away_id', '=', entrantId)])),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setLots(db: DbOrTrx, eventId: number, lots: Map<number, number>) {
  for (const [entrantId, lot] of lots) {
    await db
      .updateTable('event_entrants')
      .set({ lot })
      .where('id', '=', entrantId)
      .where('event_id', '=', eventId)
      .execute();
  }
}

/** A match with the names of its sides and venue. */
export function matchesWithNames(db: DbOrTrx) {
  return db
    .selectFrom('matches')
    .innerJoin('event_entrants as home', 'home.id', 'matches.home_id')
    .innerJoin('event_entrants as away', 'away.id', 'matches.away_id')
    .leftJoin('venues', 'venues.id', 'matches.venue_id')
    .selectAll('matches')
    .select(['home.name as home_name', 'away.name as away_name', 'venues.name as venue_name']);
}
export type MatchRow = Awaited<ReturnType<ReturnType<typeof matchesWithNames>['executeTakeFirstOrThrow']>>;

export function matchesOf(db: DbOrTrx, eventId: number) {
  return matchesWithNames(db)
    .where('matches.event_id', '=', eventId)
    .orderBy('matches.round')
    .orderBy('matches.kickoff_at')
    .orderBy('matches.id')
    .execute();
}

export const findMatch = (db: DbOrTrx, id: number) =>
  matchesWithNames(db).where('matches.id', '=', id).executeTakeFirst();

export async function hasMatches(db: DbOrTrx, eventId: number) {
  const row = await db
    .selectFrom('matches')
    .select('id')
    .where('event_id', '=', eventId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMatches(db: DbOrTrx, rows: Insertable<MatchesTable>[]) {
  if (rows.length === 0) return [];
  return (await db.insertInto('matches').values(rows).returning('id').execute()).map((r) => r.id);
}

export async function updateMatch(db: DbOrTrx, id: number, values: Partial<Insertable<MatchesTable>>) {
  await db.updateTable('matches').set(values).where('id', '=', id).execute();
}

export async function insertScore(
  db: DbOrTrx,
  s: {
    matchId: number;
    userId: number;
    status: 'played' | 'walkover';
    home: number;
    away: number;
    note: string | null;
    beforeKickoff: boolean;
  },
) {
  await db
    .insertInto('match_scores')
    .values({
      match_id: s.matchId,
      user_id: s.userId,
      status: s.status,
      home_goals: s.home,
      away_goals: s.away,
      note: s.note,
      before_kickoff: s.beforeKickoff ? 1 : 0,
      at: Date.now(),
    })
    .execute();
}

export function scoreLog(db: DbOrTrx, matchId: number) {
  return db
    .selectFrom('match_scores')
    .leftJoin('users', 'users.id', 'match_scores.user_id')
    .select([
      'match_scores.status',
      'match_scores.home_goals',
      'match_scores.away_goals',
      'match_scores.note',
      'match_scores.at',
      'match_scores.before_kickoff',
      'users.full_name',
    ])
    .where('match_scores.match_id', '=', matchId)
    .orderBy('match_scores.id')
    .execute();
}

/** The players of the teams these entrants are (one-off entrants have none). */
export function playersOfEntrants(db: DbOrTrx, entrantIds: number[]) {
  return db
    .selectFrom('event_entrants')
    .innerJoin('team_members', 'team_members.team_id', 'event_entrants.team_id')
    .select(['team_members.user_id'])
    .where('event_entrants.id', 'in', [0, ...entrantIds])
    .distinct()
    .execute();
}
