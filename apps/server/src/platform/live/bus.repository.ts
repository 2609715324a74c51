import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/** Tells every process listening on `channel`; inside a transaction, only once it commits. */
export async function notify(db: DbOrTrx, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
