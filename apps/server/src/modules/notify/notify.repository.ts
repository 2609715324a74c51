import type { DbOrTrx } from '../../db/connect.ts';

/** Marks one of the user's notifications seen; false when it is not theirs or does not exist. */
export async function markSeen(db: DbOrTrx, userId: number, id: number): Promise<boolean> {
  const exists = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!exists) return false;
  await db
    .updateTable('notifications')
    .set({ seen_at: Date.now() })
    .where('id', '=', id)
    .where('seen_at', 'is', null)
    .execute();
  return true;
}

export async function markAllSeen(db: DbOrTrx, userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ seen_at: Date.now() })
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .execute();
}
