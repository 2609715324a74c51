import ical, { ICalEventStatus } from 'ical-generator';
import { PLACE_HOLDING, PRODUCT_NAME } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { REFUSED_STATUSES, type AuthContext } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { eventsWithNames } from '../events/events.repository.ts';
import { household } from '../events/index.ts';
import { registrationsOfPeople } from '../events/registrations.repository.ts';
import { myFixtures } from './my-fixtures.service.ts';

/*
 * A person's calendar at a secret address that phone calendars subscribe to: the events the
 * household holds a place at, and the fixtures of the teams they play in. The address is shown
 * once when made; a new one replaces it, and it can be stopped.
 */

/** A fixture's length in the feed: the kick-off is all a fixture records. */
const FIXTURE_MS = 2 * 3_600_000;

export async function feedOf(db: DbOrTrx, auth: AuthContext) {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  return { createdAt: row ? new Date(Number(row.created_at)).toISOString() : null, url: null };
}

export async function newFeed(db: DbOrTrx, auth: AuthContext, publicUrl: string) {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: auth.userId, token_hash: hashToken(token), created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashToken(token), created_at: now }))
    .execute();
  return {
    createdAt: new Date(now).toISOString(),
    url: `${publicUrl.replace(/\/$/, '')}/api/v1/calendar/${token}.ics`,
  };
}

export async function stopFeed(db: DbOrTrx, auth: AuthContext) {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', auth.userId).execute();
  return { createdAt: null, url: null };
}

/** The iCalendar text behind a secret address, or 404 for one that does not (or no longer) work. */
export async function calendarFile(db: DbOrTrx, file: string) {
  const token = file.slice(0, -'.ics'.length);
  const feed = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select('users.id')
    .where('calendar_feeds.token_hash', '=', hashToken(token))
    // A suspended (or deactivated, or rejected) owner's address answers as one that never was;
    // it works again if the account is reactivated. A deleted owner's row goes with the account.
    .where('users.status', 'not in', REFUSED_STATUSES)
    .executeTakeFirst();
  if (!feed) throw notFound('This calendar address does not work any more.');
  const people = await household(db, feed.id);
  const registrations = (
    await registrationsOfPeople(
      db,
      people.map((p) => p.id),
    )
  ).filter((r) => PLACE_HOLDING.includes(r.status));
  const events = await eventsWithNames(db)
    .where('events.id', 'in', [0, ...new Set(registrations.map((r) => r.event_id))])
    .where('events.status', '!=', 'draft')
    .execute();
  const calendar = ical({ name: PRODUCT_NAME, ttl: 3600 });
  for (const event of events) {
    const who = registrations.filter((r) => r.event_id === event.id).map((r) => r.full_name);
    calendar.createEvent({
      id: `event-${event.id}@fieldhouse`,
      start: new Date(Number(event.starts_at)),
      end: new Date(Number(event.ends_at)),
      summary: event.title,
      description: `${who.join(', ')}${event.description ? `\n\n${event.description}` : ''}`,
      location: event.venue_name,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const fixture of (await myFixtures(db, feed.id)).items) {
    // No time, no entry: a match not timed yet, or postponed until it is moved (a phone then
    // drops the old time instead of showing it as if it stood).
    if (!fixture.kickoffAt) continue;
    const start = new Date(fixture.kickoffAt);
    const result = fixture.homeGoals !== null ? ` ${fixture.homeGoals}–${fixture.awayGoals}` : '';
    calendar.createEvent({
      id: `match-${fixture.id}@fieldhouse`,
      start,
      end: new Date(start.getTime() + FIXTURE_MS),
      summary: `${fixture.home.name}${result} v ${fixture.away.name}`,
      description: `${fixture.eventTitle}: ${fixture.players.join(', ')}`,
      location: fixture.venue?.name ?? null,
      status: fixture.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
