import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/** Answers when the database does; throws when it cannot be reached. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
