import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EventCreate, EventEntry, Registration } from '@fieldhouse/contract';
import { linkParent } from '../modules/parent/parent.repository.ts';
import type { TestApp } from './harness.ts';
import { person } from './journeys.ts';

/* What the events tests build on: master data, athletes, families and events, each made fresh. */

const HOUR = 3_600_000;
export const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

type Caller = { token: string };

async function make(t: TestApp, boss: Caller, kind: string, body: Record<string, unknown>) {
  const res = await t.api('POST', `master/${kind}`, body, { token: boss.token });
  if (res.statusCode !== 200) throw new Error(`master/${kind}: ${res.body}`);
  return res.json<{ entry: { id: number; name: string } }>().entry;
}

/** A sport, a venue, an "under 12 on 1 September" category and a season of their own. */
export async function masterData(t: TestApp, boss: Caller) {
  const [sport, venue, under12, season] = await Promise.all([
    make(t, boss, 'sports', { name: unique('Sport') }),
    make(t, boss, 'venues', { name: unique('Venue'), address: '1 Test Street, Testville', capacity: 300 }),
    make(t, boss, 'age-categories', {
      name: unique('Under 12'),
      minAge: null,
      underAge: 12,
      cutoffMonth: 9,
      cutoffDay: 1,
    }),
    make(t, boss, 'seasons', {
      name: unique('Season'),
      startsOn: '2027-09-01',
      endsOn: '2028-06-30',
      current: false,
    }),
  ]);
  const team = (coaches: string[] = []) =>
    make(t, boss, 'teams', {
      name: unique('Team'),
      sportId: sport.id,
      ageCategoryId: under12.id,
      seasonId: season.id,
      coaches,
    });
  return { sport, venue, under12, season, team };
}

/** An active subscriber of a sport, born on a day (a child of 9 by default). */
export async function athlete(t: TestApp, o: { sportId: number | null; born?: string }) {
  const p = await person(t, 'subscriber');
  await t.db
    .updateTable('users')
    .set({ sport_id: o.sportId, date_of_birth: o.born ?? yearsAgo(9) })
    .where('id', '=', p.userId)
    .execute();
  return p;
}

/** Links a parent and a child, as an approved parent request leaves them. */
export async function makeParent(t: TestApp, parentId: number, childId: number) {
  await linkParent(t.db, { parentId, childId, now: Date.now(), origin: 'approval' });
}

/** A subscriber `age` years old, with the user name and number they are found by. */
export async function agedPerson(t: TestApp, age: number) {
  const p = await person(t, 'subscriber');
  await t.db
    .updateTable('users')
    .set({ date_of_birth: yearsAgo(age) })
    .where('id', '=', p.userId)
    .execute();
  const row = await t.db
    .selectFrom('users')
    .select(['user_name', 'mobile_e164'])
    .where('id', '=', p.userId)
    .executeTakeFirstOrThrow();
  return { ...p, userName: row.user_name, mobile: row.mobile_e164 };
}

/** The time `hours` from now, as the API takes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

/** What creating an open camp a week from now sends; override any field. */
export function eventBody(fields: Partial<EventCreate> = {}): EventCreate {
  const start = Date.now() + 7 * 24 * HOUR;
  return {
    title: unique('Camp'),
    kind: 'camp',
    sportId: null,
    venueId: null,
    ageCategoryId: null,
    teamIds: [],
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 6 * HOUR).toISOString(),
    timeZone: 'Europe/London',
    capacity: null,
    currency: 'GBP',
    status: 'open',
    ...fields,
  };
}

/** An open event a week from now, registration open now; override any field. */
export async function makeEvent(t: TestApp, caller: Caller, fields: Partial<EventCreate> = {}) {
  const res = await t.api('POST', 'events', eventBody(fields), {
    token: caller.token,
    headers: { menuID: '18' },
  });
  if (res.statusCode !== 200) throw new Error(`POST events: ${res.body}`);
  return res.json<{ event: EventEntry }>().event;
}

/** Registers someone (themself, or a child of the caller) and returns the answer. */
export const registerFor = (t: TestApp, caller: Caller, eventId: number, subscriberID: string) =>
  t.api('POST', `my/events/${eventId}/register`, { subscriberID }, { token: caller.token });

export async function registered(t: TestApp, caller: Caller, eventId: number, subscriberID: string) {
  const res = await registerFor(t, caller, eventId, subscriberID);
  if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
  return res.json<{ registration: Registration }>().registration;
}

/** The event's registrations by the staff list. */
export async function registrationsOf(t: TestApp, caller: Caller, eventId: number) {
  const res = await t.api('GET', `events/${eventId}/registrations?limit=200`, undefined, {
    token: caller.token,
  });
  if (res.statusCode !== 200) throw new Error(`registrations: ${res.body}`);
  return res.json<{ items: Registration[] }>().items;
}

/** The kinds of the notifications a person was sent, newest first. */
export async function notificationKinds(t: TestApp, userId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .select('kind')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.kind);
}

/** The body a PUT takes, from an event as the API shows it. */
export function eventInput(event: EventEntry) {
  return {
    title: event.title,
    kind: event.kind,
    sportId: event.sport?.id ?? null,
    venueId: event.venue?.id ?? null,
    ageCategoryId: event.ageCategory?.id ?? null,
    teamIds: event.teams.map((team) => team.id),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    registrationOpensAt: event.registrationOpensAt,
    registrationClosesAt: event.registrationClosesAt,
    capacity: event.capacity,
    feeMinor: event.feeMinor,
    currency: event.currency,
    offerHours: event.offerHours,
    description: event.description,
  };
}

const EVENT_AREA_TABLES = [
  'events',
  'event_teams',
  'event_entrants',
  'event_registrations',
  'competitions',
  'matches',
  'match_scores',
  'notifications',
  'sms_outbox',
  'audit_log',
] as const;

/** Every row of the events and matches areas a refused call could have changed (to compare before and after). */
export async function eventAreaRows(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of EVENT_AREA_TABLES) {
    out[table] = await t.db.selectFrom(table).selectAll().orderBy(sql.raw('1, 2')).execute();
  }
  return out;
}

/** How many events there are: after a refused call, nothing was made. */
export async function countEvents(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
