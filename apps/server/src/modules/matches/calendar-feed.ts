import ical, { ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { placesHeldBy } from '../events/index.ts';
import { household } from '../people/index.ts';
import * as repo from './calendar-feeds.repository.ts';
import { myFixtures } from './my-fixtures.service.ts';

/*
 * A person's calendar at a secret address that phone calendars subscribe to: the events the
 * household holds a place at, and the fixtures of the teams they play in. The address is shown
 * once when made; a new one replaces it, and it can be stopped.
 */

/** A fixture's length in the feed: the kick-off is all a fixture records. */
const FIXTURE_MS = 2 * 3_600_000;

export async function feedOf(db: DbOrTrx, auth: AuthContext) {
  const madeAt = await repo.feedMadeAt(db, auth.userId);
  return { createdAt: madeAt === undefined ? null : new Date(madeAt).toISOString(), url: null };
}

export async function newFeed(db: DbOrTrx, auth: AuthContext, publicUrl: string) {
  const token = newToken();
  const now = Date.now();
  await repo.saveFeed(db, auth.userId, hashToken(token), now);
  return {
    createdAt: new Date(now).toISOString(),
    url: `${publicUrl.replace(/\/$/, '')}/api/v1/calendar/${token}.ics`,
  };
}

export async function stopFeed(db: DbOrTrx, auth: AuthContext) {
  await repo.deleteFeed(db, auth.userId);
  return { createdAt: null, url: null };
}

/** The iCalendar text behind a secret address, or 404 for one that does not (or no longer) work. */
export async function calendarFile(db: DbOrTrx, file: string) {
  const token = file.slice(0, -'.ics'.length);
  const ownerId = await repo.feedOwner(db, hashToken(token));
  if (ownerId === undefined) throw notFound('This calendar address does not work any more.');
  const people = await household(db, ownerId);
  const { registrations, events } = await placesHeldBy(
    db,
    people.map((p) => p.id),
  );
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
  for (const fixture of (await myFixtures(db, ownerId)).items) {
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
