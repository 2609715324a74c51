import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/** More accounts than this behind one sign-in name are not all charged for its failures. */
const MOST_ACCOUNTS_MEANT = 5;

/**
 * The accounts a sign-in name can mean. Digits (with an optional `+` and separators) mean a mobile
 * number, never a user name (a user name has a letter): with `+` the full international number;
 * bare, the full international number without its `+` or a national number under any country code.
 * Anything else is a user name, in any case. More than one row back means the name is ambiguous.
 */
export function findAccountsMeant(db: DbOrTrx, login: string) {
  const digits = login.replace(/[\s()-]/g, '');
  const isPhone = /^\+?\d{6,15}$/.test(digits);
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where((eb) => {
      if (!isPhone) return eb(sql<string>`lower(${sql.ref('users.user_name')})`, '=', login.toLowerCase());
      const bare = digits.replace(/^\+/, '');
      const international = eb('users.mobile_e164', '=', `+${bare}`);
      if (digits.startsWith('+')) return international;
      return eb.or([international, eb('users.mobile', '=', bare.replace(/^0+/, ''))]);
    })
    .orderBy('users.id')
    .limit(MOST_ACCOUNTS_MEANT)
    .execute();
}

export type AccountMeant = Awaited<ReturnType<typeof findAccountsMeant>>[number];

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
