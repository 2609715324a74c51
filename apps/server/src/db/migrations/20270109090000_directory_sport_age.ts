import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/*
 * The directory's team-picking filter, a sport with an age band (and often a gender), at a million
 * rows on PostgreSQL: one sport is a tenth of everyone, and with an age band a fraction of that, so
 * "count first" (modules/subscribers/directory.repository.ts) read 100,000 rows to find 501. This
 * index answers the count from the index alone: the sport, then the birthday range, with the
 * gender (and the birthday column itself, which PostgreSQL needs to see for an index-only scan of
 * an expression) carried beside it. SQLite answers the same page well from its sport index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index users_directory_sport_birth on users (sport_id, coalesce(date_of_birth, ''), id) include (gender, date_of_birth)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index users_directory_sport_birth`.execute(db);
}
