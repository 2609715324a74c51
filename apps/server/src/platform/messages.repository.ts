import { CHAT_GROUP_SEPARATOR, type ChatMessage } from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';
import type { MediaSigner } from './media-links.ts';
import { isFamilyParent } from './relations.repository.ts';

/** The columns of a message its readers are shown (with `sender`, the users row of its writer). */
export const messageColumns = [
  'messages.id',
  'messages.from_user_id',
  'messages.thread_user_id',
  'messages.body',
  'messages.image',
  'messages.created_at',
  'messages.read_at',
  'messages.held_until',
  'sender.full_name as sender_name',
] as const;

/** How a parent's console names their child's conversation with someone else (contract: friendId). */
export const groupFriendId = (childPublicId: string, otherPublicId: string) =>
  `${childPublicId}${CHAT_GROUP_SEPARATOR}${otherPublicId}`;

/**
 * One chat message as `viewerId` sees it (type 0 sent, 1 received): a member's, or a parent's of
 * the child in it (whoever published it to them checked the rules); undefined if not theirs, or
 * held from the child it is for.
 */
export async function findMessageFor(
  db: DbOrTrx,
  media: MediaSigner,
  viewerId: number,
  id: number,
): Promise<ChatMessage | undefined> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('users as sender', 'sender.id', 'messages.from_user_id')
    .innerJoin('users as recipient', 'recipient.id', 'messages.to_user_id')
    .leftJoin('users as thread', 'thread.id', 'messages.thread_user_id')
    .select([
      ...messageColumns,
      'messages.to_user_id',
      'sender.public_id as sender_id',
      'recipient.public_id as recipient_id',
      'thread.public_id as thread_id',
    ])
    .where('messages.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  if (row.to_user_id === viewerId && row.held_until !== null && row.held_until > now) return undefined;
  const thread = row.thread_id;
  let friendId: string;
  let watching = false;
  if (row.from_user_id === viewerId) {
    friendId = thread ? groupFriendId(row.recipient_id, thread) : row.recipient_id;
  } else if (row.to_user_id === viewerId) {
    friendId = thread ?? row.sender_id;
  } else if (row.thread_user_id === viewerId) {
    friendId = row.recipient_id;
  } else {
    watching = true;
    if (thread || (await isFamilyParent(db, viewerId, row.to_user_id))) {
      friendId = groupFriendId(row.recipient_id, thread ?? row.sender_id);
    } else if (await isFamilyParent(db, viewerId, row.from_user_id)) {
      friendId = groupFriendId(row.sender_id, row.recipient_id);
    } else {
      return undefined;
    }
  }
  const sender = watching || thread ? row.sender_name : null;
  return toChatMessage(media, { ...row, sender }, friendId, row.from_user_id === viewerId, now);
}

/** `media` signs a picture's address for the viewer (a participant): it works for a while only. */
export function toChatMessage(
  media: MediaSigner,
  row: {
    id: number;
    body: string;
    image: string | null;
    created_at: number;
    read_at: number | null;
    held_until: number | null;
    sender: string | null;
  },
  friendId: string,
  sent: boolean,
  now: number,
): ChatMessage {
  const held = row.held_until !== null && row.held_until > now;
  return {
    id: row.id,
    friend_id: friendId,
    type: sent ? 0 : 1,
    msg: row.body,
    image: row.image === null ? null : media.address(row.image),
    time: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    sender: row.sender,
    held_until: held ? new Date(row.held_until!).toISOString() : null,
  };
}

/** The ids of everyone with an accepted connection to the user, in either direction. */
export async function connectedUserIds(db: DbOrTrx, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('relations')
    .select(['from_user_id', 'to_user_id'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .execute();
  return [...new Set(rows.map((r) => (r.from_user_id === userId ? r.to_user_id : r.from_user_id)))];
}

export function presenceRow(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select(['public_id', 'last_seen_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
