import { NOTIFY_LIST_LIMIT } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

export function listNotifications(db: DbOrTrx, userId: number, limit = NOTIFY_LIST_LIMIT) {
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.from_user_id')
    .select([
      'notifications.id',
      'notifications.message',
      'notifications.created_at',
      'notifications.seen_at',
      'sender.public_id as from_id',
      'sender.full_name',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnseen(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
