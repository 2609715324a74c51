import { PLACE_HOLDING } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { toEntries } from './events.service.ts';
import * as repo from './events.repository.ts';
import * as registrations from './registrations.repository.ts';

/*
 * What the matches area reads of events (a tournament is an event): pages of events as this area
 * reads them, the choices its forms offer, and the places a household holds.
 */

export type { EventRow } from './events.repository.ts';

/** A page of events by start time, then id, in a coach's scope (`coachId`) or all. */
export const eventsPage = (db: DbOrTrx, query: Parameters<typeof repo.eventPage>[1]) =>
  repo.eventPage(db, query);

/** The live venues, sports, age categories and teams (a coach's own) forms choose from. */
export const liveChoices = (db: DbOrTrx, coachId: number | null) => repo.liveChoices(db, coachId);

/** Holds the event's row until the transaction ends: its changes happen one after another. */
export const lockEvent = (trx: Parameters<typeof registrations.lockEvent>[0], eventId: number) =>
  registrations.lockEvent(trx, eventId);

/** The events open or closed to registration that have not started, soonest first (a coach: their teams'). */
export async function upcomingEvents(
  db: DbOrTrx,
  scope: { coachId: number | null; now: number; limit: number },
) {
  const from = new Date(scope.now).toISOString().slice(0, 10);
  const page = (status: 'open' | 'closed') =>
    repo.eventPage(db, { status, from, after: null, coachId: scope.coachId, limit: scope.limit });
  const [open, closed] = await Promise.all([page('open'), page('closed')]);
  const soonest = [...open, ...closed]
    .filter((row) => Number(row.starts_at) >= scope.now)
    .sort((a, b) => Number(a.starts_at) - Number(b.starts_at) || a.id - b.id)
    .slice(0, scope.limit);
  return toEntries(db, soonest);
}

/** The places these people hold (registered or offered, as PLACE_HOLDING says) and their events, drafts left out. */
export async function placesHeldBy(db: DbOrTrx, userIds: number[]) {
  const held = (await registrations.registrationsOfPeople(db, userIds)).filter((r) =>
    PLACE_HOLDING.includes(r.status),
  );
  const events = await repo.shownEvents(
    db,
    held.map((r) => r.event_id),
  );
  return { registrations: held, events };
}
