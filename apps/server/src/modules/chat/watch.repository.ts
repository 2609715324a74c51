import type { DbOrTrx } from '../../db/connect.ts';
import { conversation } from './chat.repository.ts';

/*
 * A parent reading along in their child's conversation with someone else: how far they have read
 * it (their own marker; the messages' `read_at` is the recipient's), and whether it has just begun.
 */

/** Messages of the child's conversation with `otherId` that `parentId` has not read (nor written). */
export async function watchUnread(db: DbOrTrx, parentId: number, childId: number, otherId: number) {
  const seen = await db
    .selectFrom('chat_watch_reads')
    .select('last_read_id')
    .where('user_id', '=', parentId)
    .where('child_id', '=', childId)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
  const row = await conversation(db, childId, otherId, parentId, Date.now())
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('messages.id', '>', seen?.last_read_id ?? 0)
    .where('messages.from_user_id', '!=', parentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The parent has read the conversation up to its newest message. */
export async function markWatchRead(db: DbOrTrx, parentId: number, childId: number, otherId: number) {
  const newest = await conversation(db, childId, otherId, parentId, Date.now())
    .select((eb) => eb.fn.max('messages.id').as('id'))
    .executeTakeFirst();
  const lastReadId = Number(newest?.id ?? 0);
  await db
    .insertInto('chat_watch_reads')
    .values({ user_id: parentId, child_id: childId, other_id: otherId, last_read_id: lastReadId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'child_id', 'other_id']).doUpdateSet({ last_read_id: lastReadId }),
    )
    .execute();
}

/** Whether message `id` is the first of the conversation of `a` and `b`. */
export async function isFirstMessage(db: DbOrTrx, a: number, b: number, id: number) {
  const earlier = await conversation(db, a, b, 0, Date.now())
    .select('messages.id')
    .where('messages.id', '<', id)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}
