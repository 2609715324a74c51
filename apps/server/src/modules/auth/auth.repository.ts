import type { DbOrTrx } from '../../db/connect.ts';

/** The row of a browser that signed in to `userId` before, by its cookie's token hash. */
export function findDevice(db: DbOrTrx, tokenHash: string, userId: number) {
  return db
    .selectFrom('sign_in_devices')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Gives the browser a fresh token at sign-in and remembers it for `userId`. The accounts that
 * signed in on this browser before (the rows holding its old token, which only this server
 * issued) move to the new one, so the old value stops being honoured anywhere.
 */
export async function rememberDevice(
  db: DbOrTrx,
  device: { oldHash: string | undefined; newHash: string },
  userId: number,
  now: number,
) {
  if (device.oldHash) {
    await db
      .updateTable('sign_in_devices')
      .set({ token_hash: device.newHash })
      .where('token_hash', '=', device.oldHash)
      .execute();
  }
  await db
    .insertInto('sign_in_devices')
    .values({ token_hash: device.newHash, user_id: userId, created_at: now, last_used_at: now })
    .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_used_at: now }))
    .execute();
}

/** Locks the account until `until`, never shortening a lock it already has. */
export async function lockUser(db: DbOrTrx, userId: number, until: number) {
  await db
    .updateTable('users')
    .set({ locked_until: until })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', until)]))
    .execute();
}
