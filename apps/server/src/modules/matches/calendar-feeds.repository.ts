import type { DbOrTrx } from '../../db/connect.ts';
import { REFUSED_STATUSES } from '../../platform/auth.ts';

/** When the person's calendar address was made, if they have one. */
export async function feedMadeAt(db: DbOrTrx, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.created_at) : undefined;
}

/** The person's one address: a new one replaces the old. */
export async function saveFeed(db: DbOrTrx, userId: number, tokenHash: string, at: number): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
    .execute();
}

export async function deleteFeed(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/**
 * The owner of an address, by its token's hash. A suspended (or deactivated, or rejected) owner's
 * address answers as one that never was; it works again if the account is reactivated. A deleted
 * owner's row goes with the account.
 */
export async function feedOwner(db: DbOrTrx, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select('users.id')
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.status', 'not in', REFUSED_STATUSES)
    .executeTakeFirst();
  return row?.id;
}
