import type { ChatMessage } from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';
import type { MediaSigner } from './media-links.ts';

/** One chat message as `viewerId` sees it (type 0 sent, 1 received); undefined if not theirs. */
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
    .select([
      'messages.id',
      'messages.from_user_id',
      'messages.body',
      'messages.image',
      'messages.created_at',
      'messages.read_at',
      'sender.public_id as sender_id',
      'recipient.public_id as recipient_id',
    ])
    .where('messages.id', '=', id)
    .where((eb) =>
      eb.or([eb('messages.from_user_id', '=', viewerId), eb('messages.to_user_id', '=', viewerId)]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const sent = row.from_user_id === viewerId;
  return toChatMessage(media, row, sent ? row.recipient_id : row.sender_id, sent);
}

/** `media` signs a picture's address for the viewer (a participant): it works for a while only. */
export function toChatMessage(
  media: MediaSigner,
  row: { id: number; body: string; image: string | null; created_at: number; read_at: number | null },
  friendId: string,
  sent: boolean,
): ChatMessage {
  return {
    id: row.id,
    friend_id: friendId,
    type: sent ? 0 : 1,
    msg: row.body,
    image: row.image === null ? null : media.address(row.image),
    time: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
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
