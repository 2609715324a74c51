import { sql, type SqlBool } from 'kysely';
import type { EventListParams } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { EventsTable } from './tables.ts';
import { coachedBy } from '../../platform/coached-events.repository.ts';
import type { Boundary } from '../../platform/cursor.ts';

const DAY_MS = 86_400_000;

/** An event's row with the names of what it points at. */
export function eventsWithNames(db: DbOrTrx) {
  return db
    .selectFrom('events')
    .leftJoin('sports', 'sports.id', 'events.sport_id')
    .leftJoin('venues', 'venues.id', 'events.venue_id')
    .leftJoin('age_categories', 'age_categories.id', 'events.age_category_id')
    .selectAll('events')
    .select([
      'sports.name as sport_name',
      'venues.name as venue_name',
      'age_categories.name as age_category_name',
      'age_categories.min_age',
      'age_categories.under_age',
      'age_categories.cutoff_month',
      'age_categories.cutoff_day',
      (eb) =>
        eb
          .selectFrom('event_registrations')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('event_registrations.event_id', '=', 'events.id')
          .where('event_registrations.status', '=', 'waitlisted')
          .as('waitlisted'),
    ]);
}
export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsWithNames>['executeTakeFirstOrThrow']>>;

/** One event, if the viewer may see it (`coachId`: only the events of that coach's teams). */
export function findEvent(db: DbOrTrx, id: number, coachId: number | null) {
  return eventsWithNames(db)
    .where('events.id', '=', id)
    .$if(coachId !== null, (q) => q.where(coachedBy(coachId!)))
    .executeTakeFirst();
}

/** A page of events by start time, then id (latest first for past events). */
export function eventPage(
  db: DbOrTrx,
  query: Partial<EventListParams> & { limit: number; after: Boundary<number> | null; coachId: number | null },
) {
  const { when = 'all', q, kind, status, sport, venue, from, to, after, coachId, limit } = query;
  const now = Date.now();
  const order = when === 'past' ? 'desc' : 'asc';
  return eventsWithNames(db)
    .$if(when === 'upcoming', (b) => b.where('events.ends_at', '>=', now))
    .$if(when === 'past', (b) => b.where('events.ends_at', '<', now))
    .$if(Boolean(q), (b) =>
      b.where(sql<SqlBool>`lower(events.title) like ${`%${escapeLike(q!.toLowerCase())}%`} escape '\\'`),
    )
    .$if(kind !== undefined, (b) => b.where('events.kind', '=', kind!))
    .$if(status !== undefined, (b) => b.where('events.status', '=', status!))
    .$if(sport !== undefined, (b) => b.where('events.sport_id', '=', sport!))
    .$if(venue !== undefined, (b) => b.where('events.venue_id', '=', venue!))
    .$if(from !== undefined, (b) => b.where('events.ends_at', '>=', Date.parse(from!)))
    .$if(to !== undefined, (b) => b.where('events.starts_at', '<', Date.parse(to!) + DAY_MS))
    .$if(coachId !== null, (b) => b.where(coachedBy(coachId!)))
    .$if(after !== null, (b) =>
      b.where(
        sql<SqlBool>`(events.starts_at, events.id) ${sql.raw(order === 'asc' ? '>' : '<')} (${after!.value}, ${after!.id})`,
      ),
    )
    .orderBy('events.starts_at', order)
    .orderBy('events.id', order)
    .limit(limit + 1)
    .execute();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each event's teams, by name. */
export async function teamsOf(db: DbOrTrx, eventIds: number[]) {
  const byEvent = new Map<number, { id: number; name: string }[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('event_teams')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .select(['event_teams.event_id', 'teams.id', 'teams.name'])
    .where('event_teams.event_id', 'in', eventIds)
    .orderBy('teams.name')
    .execute();
  for (const row of rows) {
    byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), { id: row.id, name: row.name }]);
  }
  return byEvent;
}

export type EventColumns = Omit<EventsTable, 'id' | 'places_taken' | 'created_at' | 'created_by'>;

export async function insertEvent(
  db: DbOrTrx,
  values: EventColumns & { created_by: number; created_at: number },
) {
  const row = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: DbOrTrx, id: number, values: Partial<EventColumns>) {
  await db.updateTable('events').set(values).where('id', '=', id).execute();
}

export async function setTeams(db: DbOrTrx, eventId: number, teamIds: number[]) {
  await db.deleteFrom('event_teams').where('event_id', '=', eventId).execute();
  if (teamIds.length > 0) {
    await db
      .insertInto('event_teams')
      .values(teamIds.map((team_id) => ({ event_id: eventId, team_id })))
      .execute();
  }
}

/** Which of these choices exist, and which of them are archived. */
export async function choices(
  db: DbOrTrx,
  table: 'sports' | 'venues' | 'age_categories' | 'teams',
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, { archived: boolean }>();
  const rows = await db.selectFrom(table).select(['id', 'archived_at']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { archived: row.archived_at !== null }]));
}

/** The teams among these that `coachId` coaches. */
export async function coachedAmong(db: DbOrTrx, coachId: number, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectFrom('team_coaches')
    .select('team_id')
    .where('user_id', '=', coachId)
    .where('team_id', 'in', teamIds)
    .execute();
  return rows.map((row) => row.team_id);
}

/** An event's own teams, and its tournament entrants with the team each is (null: a one-off name). */
export async function teamsAndEntrants(db: DbOrTrx, eventId: number) {
  const [teams, entrants] = await Promise.all([
    db.selectFrom('event_teams').select('team_id').where('event_id', '=', eventId).execute(),
    db.selectFrom('event_entrants').select(['id', 'team_id']).where('event_id', '=', eventId).execute(),
  ]);
  return { teamIds: teams.map((row) => row.team_id), entrants };
}

/** Of these events, the ones `coachId` may open. */
export async function visibleAmong(db: DbOrTrx, coachId: number, eventIds: number[]) {
  if (eventIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('id', 'in', eventIds)
    .where(coachedBy(coachId))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The live (not archived) sports, venues, age categories and teams, by name; only a coach's own teams. */
export async function liveChoices(db: DbOrTrx, coachId: number | null) {
  const live = (table: 'sports' | 'venues' | 'age_categories') =>
    db.selectFrom(table).select(['id', 'name']).where('archived_at', 'is', null).orderBy('name').execute();
  const [sports, venues, ageCategories, teams] = await Promise.all([
    live('sports'),
    live('venues'),
    live('age_categories'),
    db
      .selectFrom('teams')
      .select(['id', 'name', 'sport_id as sportId', 'age_category_id as ageCategoryId'])
      .where('archived_at', 'is', null)
      .$if(coachId !== null, (q) =>
        q.where('id', 'in', (eb) =>
          eb.selectFrom('team_coaches').select('team_id').where('user_id', '=', coachId!),
        ),
      )
      .orderBy('name')
      .execute(),
  ]);
  return { sports, venues, ageCategories, teams };
}

/** Events (not cancelled) that overlap [startsAt, endsAt) at the venue or with one of the teams. */
export async function clashes(
  db: DbOrTrx,
  c: { startsAt: number; endsAt: number; venueId?: number; teamIds: number[]; exclude?: number },
) {
  const overlapping = db
    .selectFrom('events')
    .where('events.status', '!=', 'cancelled')
    .where('events.starts_at', '<', c.endsAt)
    .where('events.ends_at', '>', c.startsAt)
    .$if(c.exclude !== undefined, (q) => q.where('events.id', '!=', c.exclude!));
  const [byVenue, byTeam] = await Promise.all([
    c.venueId === undefined
      ? []
      : overlapping
          .innerJoin('venues', 'venues.id', 'events.venue_id')
          .select(['events.id', 'events.title', 'events.starts_at', 'events.ends_at', 'venues.name as what'])
          .where('events.venue_id', '=', c.venueId)
          .orderBy('events.starts_at')
          .limit(20)
          .execute(),
    c.teamIds.length === 0
      ? []
      : overlapping
          .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
          .innerJoin('teams', 'teams.id', 'event_teams.team_id')
          .select(['events.id', 'events.title', 'events.starts_at', 'events.ends_at', 'teams.name as what'])
          .where('event_teams.team_id', 'in', c.teamIds)
          .orderBy('events.starts_at')
          .limit(20)
          .execute(),
  ]);
  return [
    ...byVenue.map((row) => ({ ...row, on: 'venue' as const })),
    ...byTeam.map((row) => ({ ...row, on: 'team' as const })),
  ];
}

/** An event's title, for the audit trail; undefined when there is no such event. */
export async function titleOf(db: DbOrTrx, id: number): Promise<string | undefined> {
  return (await db.selectFrom('events').select('title').where('id', '=', id).executeTakeFirst())?.title;
}

/** These events with their names, drafts left out. */
export function shownEvents(db: DbOrTrx, ids: number[]) {
  return eventsWithNames(db)
    .where('events.id', 'in', [0, ...new Set(ids)])
    .where('events.status', '!=', 'draft')
    .execute();
}

/** These events with their names (drafts too: a registration keeps its event). */
export function eventsByIds(db: DbOrTrx, ids: number[]) {
  return eventsWithNames(db)
    .where('events.id', 'in', [0, ...new Set(ids)])
    .execute();
}

/** Of these events, those a coach sees (their teams'), or all of them for `coachId` null. */
export function visibleEventsByIds(db: DbOrTrx, ids: number[], coachId: number | null) {
  return eventsWithNames(db)
    .where('events.id', 'in', [0, ...new Set(ids)])
    .$if(coachId !== null, (q) => q.where(coachedBy(coachId!)))
    .execute();
}

/** Events open to registration that have not started, soonest first, a page after `after`. */
export function openEventsPage(
  db: DbOrTrx,
  page: { now: number; after: Boundary<number> | null; limit: number },
) {
  const { after } = page;
  return eventsWithNames(db)
    .where('events.status', '=', 'open')
    .where('events.starts_at', '>', page.now)
    .$if(after !== null, (b) =>
      b.where(sql<SqlBool>`(events.starts_at, events.id) > (${after!.value}, ${after!.id})`),
    )
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(page.limit + 1)
    .execute();
}
