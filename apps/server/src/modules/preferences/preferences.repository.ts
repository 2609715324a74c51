import type { DbOrTrx } from '../../db/connect.ts';

export function findPreferences(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('user_preferences')
    .select(['settings', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One statement, so a save is whole or not at all, and two saves at once leave one of them. */
export async function savePreferences(db: DbOrTrx, userId: number, settings: string, now: number) {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, settings, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: now }))
    .execute();
}

/** The stored preferences of many accounts (those who never saved have no row). */
export function findPreferencesOf(db: DbOrTrx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_preferences')
    .select(['user_id', 'settings'])
    .where('user_id', 'in', [...userIds])
    .execute();
}
