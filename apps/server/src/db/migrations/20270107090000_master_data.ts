import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/*
 * Master data (modules/master): venues, seasons, age categories, subscription plans and teams
 * beside the sports and countries there were. Any entry can be archived (`archived_at`): it leaves
 * every choice, while what uses it keeps it. Names are unique whatever their case, and a page of
 * a list is one range of the `lower(name), id` index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  for (const table of ['sports', 'countries']) {
    await db.schema.alterTable(table).addColumn('archived_at', 'bigint').execute();
  }

  await db.schema
    .createTable('venues')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .execute();

  await db.schema
    .createTable('seasons')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'bigint')
    .execute();
  // One current season at most, whatever arrives at once.
  await sql`create unique index seasons_one_current on seasons (is_current) where is_current = 1`.execute(db);

  await db.schema
    .createTable('age_categories')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_age', 'integer')
    .addColumn('under_age', 'integer')
    .addColumn('cutoff_month', 'integer', (c) => c.notNull())
    .addColumn('cutoff_day', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('age_category_id', 'integer', (c) => c.notNull().references('age_categories.id'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id'))
    .addColumn('archived_at', 'bigint')
    .execute();
  for (const column of ['sport_id', 'age_category_id', 'season_id']) {
    await sql.raw(`create index teams_${column} on teams (${column})`).execute(db);
  }

  await db.schema
    .createTable('team_coaches')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_coaches_pk', ['team_id', 'user_id'])
    .execute();
  await sql`create index team_coaches_user on team_coaches (user_id)`.execute(db);

  for (const table of ['sports', 'countries', 'venues', 'seasons', 'age_categories', 'plans']) {
    await sql.raw(`create unique index ${table}_by_name on ${table} (lower(name), id)`).execute(db);
    await sql.raw(`create unique index ${table}_lower_name_unique on ${table} (lower(name))`).execute(db);
  }
  // A team's name is unique within its season ("Under 12s" again next season).
  await sql`create index teams_by_name on teams (lower(name), id)`.execute(db);
  await sql`create unique index teams_lower_name_unique on teams (season_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['team_coaches', 'teams', 'plans', 'age_categories', 'seasons', 'venues']) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ['sports', 'countries']) {
    await sql.raw(`drop index ${table}_by_name`).execute(db);
    await sql.raw(`drop index ${table}_lower_name_unique`).execute(db);
    await db.schema.alterTable(table).dropColumn('archived_at').execute();
  }
}
