import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/connect.ts';

/*
 * Tournaments (modules/matches): a tournament event's settings, its entrants (a master data team
 * or a one-off name), its matches and every score entered for them; and the players of master
 * data teams, whose fixtures show under "My fixtures".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('competitions')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('points_win', 'integer', (c) => c.notNull())
    .addColumn('points_draw', 'integer', (c) => c.notNull())
    .addColumn('points_loss', 'integer', (c) => c.notNull())
    /** JSON: the tie-breakers in order. */
    .addColumn('tie_breakers', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_entrants')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.references('teams.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lot', 'integer')
    .execute();
  await sql`create unique index event_entrants_name on event_entrants (event_id, lower(name))`.execute(db);
  await sql`create unique index event_entrants_team on event_entrants (event_id, team_id)`.execute(db);
  await sql`create index event_entrants_by_team on event_entrants (team_id)`.execute(db);

  await db.schema
    .createTable('matches')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('home_id', 'integer', (c) => c.notNull().references('event_entrants.id'))
    .addColumn('away_id', 'integer', (c) => c.notNull().references('event_entrants.id'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id'))
    .addColumn('kickoff_at', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('home_goals', 'integer')
    .addColumn('away_goals', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('matches_two_sides', sql`home_id <> away_id`)
    .execute();
  await sql`create index matches_by_event on matches (event_id, round, kickoff_at, id)`.execute(db);
  await sql`create index matches_by_home on matches (home_id)`.execute(db);
  await sql`create index matches_by_away on matches (away_id)`.execute(db);

  await db.schema
    .createTable('match_scores')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('home_goals', 'integer', (c) => c.notNull())
    .addColumn('away_goals', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index match_scores_by_match on match_scores (match_id, id)`.execute(db);

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();
  await sql`create index team_members_user on team_members (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['team_members', 'match_scores', 'matches', 'event_entrants', 'competitions']) {
    await db.schema.dropTable(table).execute();
  }
}
