import type { DbOrTrx } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { findProfile } from '../people/index.ts';
import { scopeOf, type Viewer } from './coach-scope.ts';
import * as events from './events.repository.ts';
import { toEntries } from './events.service.ts';
import * as repo from './registrations.repository.ts';
import { toRegistration } from './registrations.service.ts';

/**
 * `GET events/people/:subscriberID`: a person's registrations for staff, newest event first; a
 * viewer limited to their teams (a coach) sees only those teams' events, as in the events list.
 */
export async function personEvents(db: DbOrTrx, viewer: Viewer, subscriberID: string) {
  const person = await findProfile(db, subscriberID);
  if (!person) throw notFound('There is no such subscriber.');
  const rows = await repo.registrationsOfPeople(db, [person.id]);
  const eventRows = await events.visibleEventsByIds(
    db,
    rows.map((r) => r.event_id),
    scopeOf(viewer),
  );
  const byId = new Map((await toEntries(db, eventRows)).map((e) => [e.id, e]));
  const registrations = rows.flatMap((row) => {
    const event = byId.get(row.event_id);
    return event ? [{ ...toRegistration(row), event }] : [];
  });
  return { registrations };
}
