import { sql, type Kysely } from 'kysely';

/*
 * The dashboard's counts by status and by sport read one index holding both (no row of the
 * table), in one pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index dashboard_status_sport on users (status, sport_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index dashboard_status_sport`.execute(db);
}
