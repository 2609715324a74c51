import type { DbOrTrx } from '../db/connect.ts';

/**
 * Adds a notification for `userId`, shown as coming from `fromUserId` (the bell opens
 * `/auth/relation/{from_id}`). Shared by every area that tells a user something.
 */
export async function createNotification(
  db: DbOrTrx,
  n: { userId: number; fromUserId: number; message: string },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: n.userId, from_user_id: n.fromUserId, message: n.message, created_at: Date.now() })
    .execute();
}
