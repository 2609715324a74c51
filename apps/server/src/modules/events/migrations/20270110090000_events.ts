import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/connect.ts';

/*
 * Events and their registrations (modules/events). An event's `places_taken` is the one counter
 * of held places: every change to it is a guarded update in the transaction that changes a
 * registration, so capacity holds under parallel requests and across processes. A person has one
 * registration row per event, re-used when they come back after cancelling.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('events')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.references('sports.id'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id'))
    .addColumn('age_category_id', 'integer', (c) => c.references('age_categories.id'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('registration_opens_at', 'bigint')
    .addColumn('registration_closes_at', 'bigint')
    .addColumn('capacity', 'integer')
    .addColumn('places_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('offer_hours', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('events_places_within_capacity', sql`capacity is null or places_taken <= capacity`)
    .addCheckConstraint('events_places_not_negative', sql`places_taken >= 0`)
    .execute();
  // The list walks (starts_at, id); clashes look up a venue's events by time.
  await sql`create index events_by_start on events (starts_at, id)`.execute(db);
  await sql`create index events_by_venue on events (venue_id, starts_at)`.execute(db);
  await sql`create index events_by_sport on events (sport_id)`.execute(db);
  await sql`create index events_by_age_category on events (age_category_id)`.execute(db);

  await db.schema
    .createTable('event_teams')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addPrimaryKeyConstraint('event_teams_pk', ['event_id', 'team_id'])
    .execute();
  await sql`create index event_teams_team on event_teams (team_id)`.execute(db);

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'bigint', (c) => c.notNull())
    .addColumn('offer_expires_at', 'bigint')
    .addColumn('registered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('event_registrations_one_each', ['event_id', 'user_id'])
    .execute();
  // The waitlist in order, and an event's list by status.
  await sql`create index event_registrations_queue on event_registrations (event_id, status, queued_at, id)`.execute(
    db,
  );
  await sql`create index event_registrations_list on event_registrations (event_id, queued_at, id)`.execute(
    db,
  );
  await sql`create index event_registrations_user on event_registrations (user_id)`.execute(db);
  // The offers job finds lapsed offers by their deadline.
  await sql`create index event_registrations_offers on event_registrations (offer_expires_at) where status = 'offered'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['event_registrations', 'event_teams', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
