import { CHAT_PAGE_SIZE } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { messageColumns } from '../../platform/messages.repository.ts';
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

/**
 * The messages of the conversation of `a` and `b`: between them, and a parent's in it (to the
 * child, `thread_user_id` the other). Held ones are hidden from `viewer` while held (quiet hours).
 */
export function conversation(db: DbOrTrx, a: number, b: number, viewer: number, now: number) {
  return db
    .selectFrom('messages')
    .innerJoin('users as sender', 'sender.id', 'messages.from_user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
        eb.and([eb('thread_user_id', '=', b), eb('to_user_id', '=', a)]),
        eb.and([eb('thread_user_id', '=', a), eb('to_user_id', '=', b)]),
      ]),
    )
    .where((eb) =>
      eb.or([eb('to_user_id', '!=', viewer), eb('held_until', 'is', null), eb('held_until', '<=', now)]),
    );
}

/** A page of the conversation, newest first, one extra row to tell whether more exist. */
export function conversationPage(
  db: DbOrTrx,
  pair: { a: number; b: number; viewer: number; now: number },
  before: number | undefined,
) {
  let query = conversation(db, pair.a, pair.b, pair.viewer, pair.now).select(messageColumns);
  if (before !== undefined) query = query.where('messages.id', '<', before);
  return query
    .orderBy('messages.id', 'desc')
    .limit(CHAT_PAGE_SIZE + 1)
    .execute();
}

export async function insertMessage(
  db: DbOrTrx,
  from: number,
  to: number,
  content: { body: string; image?: string },
  options: { thread?: number | null; heldUntil?: number | null } = {},
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      from_user_id: from,
      to_user_id: to,
      body: content.body,
      image: content.image ?? null,
      created_at: Date.now(),
      thread_user_id: options.thread ?? null,
      held_until: options.heldUntil ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message's sender, receiver and content. */
export function findMessage(db: DbOrTrx, id: number) {
  return db
    .selectFrom('messages')
    .select(['from_user_id', 'to_user_id', 'thread_user_id', 'body', 'image', 'held_until'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks what `me` received in the conversation with `friend` read (not what is still held). */
export async function markRead(db: DbOrTrx, me: number, friend: number, now: number): Promise<void> {
  await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('to_user_id', '=', me)
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', friend), eb('thread_user_id', 'is', null)]),
        eb('thread_user_id', '=', friend),
      ]),
    )
    .where('read_at', 'is', null)
    .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '<=', now)]))
    .execute();
}

/** The people the user may chat with: accepted connections (each once) and, if given, the demo contact. */
export async function friendsOf(db: DbOrTrx, me: number, demoContactId: number | null, now: number) {
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
      .select(['users.id', ...listedColumns(), 'users.last_seen_at', 'users.date_of_birth'])
      .where('users.id', 'in', [...ids])
      .orderBy('users.full_name')
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => [
        eb.fn.coalesce('thread_user_id', 'from_user_id').as('friend_id'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('to_user_id', '=', me)
      .where('read_at', 'is', null)
      .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '<=', now)]))
      .groupBy((eb) => eb.fn.coalesce('thread_user_id', 'from_user_id'))
      .execute(),
  ]);
  const unreadBy = new Map(unread.map((u) => [Number(u.friend_id), Number(u.n)]));
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
