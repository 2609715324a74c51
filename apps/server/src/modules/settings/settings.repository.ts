import type { DbOrTrx } from '../../db/connect.ts';
import { isPostgres } from '../../db/connect.ts';

export const findSettingsRow = (db: DbOrTrx) =>
  db.selectFrom('organisation_settings').selectAll().where('id', '=', 1).executeTakeFirst();

/**
 * The row, held until the transaction ends (PostgreSQL), made first if this is the first save:
 * two saves at once then each see the other's result as their "before". SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockSettingsRow(trx: DbOrTrx, initial: string, now: number) {
  await trx
    .insertInto('organisation_settings')
    .values({ id: 1, value: initial, logo: null, confirmed_at: null, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const query = trx.selectFrom('organisation_settings').selectAll().where('id', '=', 1);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export async function updateSettingsRow(
  trx: DbOrTrx,
  changes: { value?: string; logo?: string | null; confirmed_at?: number },
  now: number,
) {
  await trx
    .updateTable('organisation_settings')
    .set({ ...changes, updated_at: now })
    .where('id', '=', 1)
    .execute();
}
