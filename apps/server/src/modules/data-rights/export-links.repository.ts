import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { DataExportsTable } from './tables.ts';

export async function insertLink(db: DbOrTrx, row: Insertable<DataExportsTable>) {
  await db.insertInto('data_exports').values(row).execute();
}

/** Marks a link used and answers it, if it is the caller's, unused and not expired (one use: a guarded update). */
export function takeLink(db: DbOrTrx, tokenHash: string, callerId: number, now: number) {
  return db
    .updateTable('data_exports')
    .set({ downloaded_at: now })
    .where('token_hash', '=', tokenHash)
    .where('requested_by', '=', callerId)
    .where('downloaded_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'file'])
    .executeTakeFirst();
}

/** The files of links that expired unused, and of links whose owner or asker is being erased. */
export function linksOf(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('data_exports')
    .select('file')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('requested_by', '=', userId)]))
    .execute();
}
