import type { DbOrTrx } from '../db/connect.ts';
import { AppError } from './errors.ts';

/*
 * Chat suspensions (the safeguarding area's `chat_suspensions` table): a suspended person neither
 * sends nor receives messages, over HTTP (chat.service.ts) or the live channel (live/hub.ts).
 */

/** Which of these people have their chat suspended. */
export async function chatSuspendedAmong(db: DbOrTrx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('chat_suspensions')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export const isChatSuspended = async (db: DbOrTrx, userId: number) =>
  (await chatSuspendedAmong(db, [userId])).has(userId);

/** Whether a typing notice from `fromPublicId` to `userId` crosses a suspension, either side. */
export async function typingBlocked(db: DbOrTrx, userId: number, fromPublicId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_suspensions')
    .innerJoin('users', 'users.id', 'chat_suspensions.user_id')
    .select('chat_suspensions.user_id')
    .where((eb) => eb.or([eb('users.id', '=', userId), eb('users.public_id', '=', fromPublicId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The refusal a suspended person gets from every chat call. */
export const chatSuspended = () =>
  new AppError(
    403,
    'CHAT_SUSPENDED',
    'Your chat is suspended by the club’s safeguarding staff: you cannot send or receive messages.',
  );
