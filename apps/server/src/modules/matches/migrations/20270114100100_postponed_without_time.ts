import { sql, type Kysely } from 'kysely';

/*
 * A postponed match has no kick-off until it is moved to a new one: postponing kept the old time,
 * which My fixtures, the calendar feed and the fixtures list showed as if it stood. Matches
 * postponed before this lose that time now. Taken down, nothing comes back: the old time was
 * not going to happen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE matches SET kickoff_at = NULL WHERE status = 'postponed'`.execute(db);
}

export async function down(): Promise<void> {}
