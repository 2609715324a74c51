import { CHAT_PAGE_SIZE } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { listedColumns } from '../../platform/users.repository.ts';

/** Whether the two have an accepted connection of any kind. */
export async function areConnected(db: DbOrTrx, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('relations')
    .select('id')
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of the conversation, newest first, one extra row to tell whether more exist. */
export function conversationPage(db: DbOrTrx, me: number, friend: number, before: number | undefined) {
  let query = db
    .selectFrom('messages')
    .select(['id', 'from_user_id', 'body', 'image', 'created_at', 'read_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', me), eb('to_user_id', '=', friend)]),
        eb.and([eb('from_user_id', '=', friend), eb('to_user_id', '=', me)]),
      ]),
    );
  if (before !== undefined) query = query.where('id', '<', before);
  return query
    .orderBy('id', 'desc')
    .limit(CHAT_PAGE_SIZE + 1)
    .execute();
}

export async function insertMessage(
  db: DbOrTrx,
  from: number,
  to: number,
  content: { body: string; image?: string },
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      from_user_id: from,
      to_user_id: to,
      body: content.body,
      image: content.image ?? null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message's sender, receiver and content. */
export function findMessage(db: DbOrTrx, id: number) {
  return db
    .selectFrom('messages')
    .select(['from_user_id', 'to_user_id', 'body', 'image'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markRead(db: DbOrTrx, me: number, friend: number): Promise<void> {
  await db
    .updateTable('messages')
    .set({ read_at: Date.now() })
    .where('to_user_id', '=', me)
    .where('from_user_id', '=', friend)
    .where('read_at', 'is', null)
    .execute();
}

/** The people the user may chat with: accepted connections (each once) and, if given, the demo contact. */
export async function friendsOf(db: DbOrTrx, me: number, demoContactId: number | null) {
  const related = await db
    .selectFrom('relations')
    .select(['from_user_id', 'to_user_id'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('from_user_id', '=', me), eb('to_user_id', '=', me)]))
    .execute();
  const ids = new Set(related.map((r) => (r.from_user_id === me ? r.to_user_id : r.from_user_id)));
  if (demoContactId !== null && demoContactId !== me) ids.add(demoContactId);
  if (ids.size === 0) return [];
  const [people, unread] = await Promise.all([
    db
      .selectFrom('users')
      .select(['users.id', ...listedColumns(), 'users.last_seen_at'])
      .where('users.id', 'in', [...ids])
      .orderBy('users.full_name')
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => ['from_user_id', eb.fn.countAll<number>().as('n')])
      .where('to_user_id', '=', me)
      .where('read_at', 'is', null)
      .groupBy('from_user_id')
      .execute(),
  ]);
  const unreadBy = new Map(unread.map((u) => [u.from_user_id, Number(u.n)]));
  return people.map((p) => ({ ...p, unread: unreadBy.get(p.id) ?? 0 }));
}

/**
 * Adds `bytes` to the person's stored chat pictures if the total stays within `quota`, in one
 * statement: on PostgreSQL the upsert locks the row and checks the total that parallel senders
 * left, so they cannot all fit into the last free space. False when it would not fit.
 */
export async function spendChatStorage(
  db: DbOrTrx,
  userId: number,
  bytes: number,
  quota: number,
): Promise<boolean> {
  if (bytes > quota) return false;
  const row = await db
    .insertInto('chat_storage')
    .values({ user_id: userId, bytes })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({ bytes: eb('chat_storage.bytes', '+', eb.ref('excluded.bytes')) }))
        .where((eb) => eb(eb('chat_storage.bytes', '+', eb.ref('excluded.bytes')), '<=', quota)),
    )
    .returning('bytes')
    .executeTakeFirst();
  return row !== undefined;
}
