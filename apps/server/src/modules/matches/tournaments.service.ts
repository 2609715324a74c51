import type { Tournament, TournamentListParams } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { notFound } from '../../platform/errors.ts';
import {
  eventsPage,
  liveChoices,
  scopeOf,
  toEntries,
  visibleEvent,
  type EventRow,
  type Viewer,
} from '../events/index.ts';

/*
 * The matches area's tournaments (`match.view`): the same events, seen by the same rule as the
 * events area (coach-scope.ts) — a holder without `event.every-team` sees only the tournaments
 * their teams play in — but only tournaments, and only what the fixtures and the table need.
 */

async function toTournaments(db: DbOrTrx, rows: EventRow[]): Promise<Tournament[]> {
  return (await toEntries(db, rows)).map((e) => ({
    id: e.id,
    title: e.title,
    status: e.status,
    sport: e.sport,
    venue: e.venue,
    ageCategory: e.ageCategory,
    teams: e.teams,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.timeZone,
  }));
}

/** `GET tournaments`: by start time, a page at a time. */
export async function listTournaments(db: DbOrTrx, viewer: Viewer, query: TournamentListParams) {
  const rows = await eventsPage(db, {
    when: query.when,
    kind: 'tournament',
    limit: query.limit,
    after: decodeCursor(query.cursor, 'number'),
    coachId: scopeOf(viewer),
  });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [Number(row.starts_at), row.id]);
  return { items: await toTournaments(db, shown), nextCursor };
}

/** `GET tournaments/{id}`: an event that is not a tournament is no tournament (404). */
export async function tournamentEntry(db: DbOrTrx, viewer: Viewer, id: number) {
  const row = await visibleEvent(db, viewer, id);
  if (row.kind !== 'tournament') throw notFound('There is no such tournament.');
  return { tournament: (await toTournaments(db, [row]))[0]! };
}

/** `GET tournaments/choices`: live venues, and the teams (a coach's own) to enter. */
export async function tournamentChoices(db: DbOrTrx, viewer: Viewer) {
  const { venues, teams } = await liveChoices(db, scopeOf(viewer));
  return { venues, teams };
}
