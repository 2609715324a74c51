import type { DbOrTrx } from '../db/connect.ts';

/*
 * The attempts counted against each limit (see rate-limits.ts for the rules): one row per
 * attempt, and one row per key that the counting locks.
 */

/** Takes the key's row lock (an upsert holds it until the transaction ends on PostgreSQL). */
export async function lockKey(trx: DbOrTrx, limitName: string, key: string): Promise<void> {
  await trx
    .insertInto('rate_limit_keys')
    .values({ limit_name: limitName, key })
    .onConflict((oc) =>
      oc.columns(['limit_name', 'key']).doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })),
    )
    .execute();
}

/** How many attempts on the key are later than `since`, and when the oldest of them was. */
export async function countSince(db: DbOrTrx, limitName: string, key: string, since: number) {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('at').as('oldest')])
    .where('limit_name', '=', limitName)
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), oldest: Number(row.oldest) };
}

export async function forgetBefore(
  trx: DbOrTrx,
  limitName: string,
  key: string,
  since: number,
): Promise<void> {
  await trx
    .deleteFrom('rate_limit_hits')
    .where('limit_name', '=', limitName)
    .where('key', '=', key)
    .where('at', '<=', since)
    .execute();
}

export async function insertHit(trx: DbOrTrx, limitName: string, key: string, at: number): Promise<number> {
  const row = await trx
    .insertInto('rate_limit_hits')
    .values({ limit_name: limitName, key, at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteHits(db: DbOrTrx, hitIds: readonly number[]): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('id', 'in', hitIds).execute();
}

export async function forgetUpTo(db: DbOrTrx, limitName: string, key: string, hitId: number): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('limit_name', '=', limitName)
    .where('key', '=', key)
    .where('id', '<=', hitId)
    .execute();
}
