import {
  CHAT_ECHO_DELAY_MS,
  CHAT_PAGE_SIZE,
  CHAT_PICTURE_MAX_PX,
  DEMO_CONTACT_USER_NAME,
  UserStatus,
  type ChatFriend,
  type ChatMessage,
} from '@fieldhouse/contract';
import type { AuthContext } from '../../platform/auth.ts';
import { chatSuspended, isChatSuspended } from '../../platform/chat-suspensions.repository.ts';
import { AppError, retryLater } from '../../platform/errors.ts';
import { removeMedia, storeMedia, toWebp } from '../../platform/images.ts';
import { findMessageFor, toChatMessage } from '../../platform/messages.repository.ts';
import { chatSends, hit } from '../../platform/rate-limits.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { CHAT_DEMO_REPLY_JOB, type DemoReplyPayload } from './chat-echo.job.ts';
import * as repo from './chat.repository.ts';
import { deliverMessage } from './deliver.ts';

type Friend = { id: number; public_id: string };

/** A friend id that matches no conversation the caller may have; the message is always 'CHAT NOT FOUND'. */
const chatNotFound = () => new AppError(404, 'CHAT_NOT_FOUND', 'CHAT NOT FOUND');

const storageFull = (quotaBytes: number) =>
  new AppError(
    413,
    'CHAT_STORAGE_FULL',
    `Your chat pictures have used all of your ${megabytes(quotaBytes)} MB: no more pictures can be sent.`,
  );

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Direct messages between connections, and the demo contact that echoes what it is sent after
 * 3 seconds (the `chat.demo-reply` job) so a new user can try chat alone. Each message
 * is pushed to every open console of both people.
 */
export function createChat(deps: Deps) {
  const { db, live } = deps;
  const sendLimit = chatSends(deps.config.chatSendsPerMinute);
  const quota = deps.config.chatStorageBytesPerPerson;
  let demoContact: Promise<Friend | null> | undefined;
  const demo = () =>
    (demoContact ??= findPerson(db, { userName: DEMO_CONTACT_USER_NAME }).then((u) => u ?? null));

  /** The person behind `friendId` when `userId` may chat with them, else null. */
  async function peer(userId: number, friendId: string): Promise<Friend | null> {
    const friend = await findPerson(db, { publicId: friendId });
    if (!friend || friend.id === userId || friend.status !== UserStatus.active) return null;
    if ((await demo())?.id === friend.id) return friend;
    // A suspended person receives nothing: to everyone else they are out of reach.
    if (await isChatSuspended(db, friend.id)) return null;
    return (await repo.areConnected(db, userId, friend.id)) ? friend : null;
  }

  /** A suspended person's every chat call is refused (safeguarding). */
  async function requireChat(auth: AuthContext) {
    if (await isChatSuspended(db, auth.userId)) throw chatSuspended();
  }

  async function requirePeer(auth: AuthContext, friendId: string): Promise<Friend> {
    await requireChat(auth);
    const friend = await peer(auth.userId, friendId);
    if (!friend) throw chatNotFound();
    return friend;
  }

  async function echo(contact: Friend, auth: AuthContext, messageId: number) {
    await live.publish(db, { t: 'typing', userId: auth.userId, fromId: contact.public_id });
    const payload: DemoReplyPayload = { messageId };
    await deps.jobs.enqueue(CHAT_DEMO_REPLY_JOB, payload, {
      startedBy: auth.userId,
      startAfter: CHAT_ECHO_DELAY_MS,
      total: 1,
    });
  }

  /**
   * Counts a send against the person's per-minute rate. It commits at once: a picture counts even
   * when it then turns out not to be one, as its conversion is the costly part.
   */
  async function spendSend(auth: AuthContext) {
    const spent = await hit(db, sendLimit, String(auth.userId));
    if (!spent.allowed) {
      const seconds = Math.max(1, Math.ceil(spent.retryAfterSeconds));
      throw retryLater(
        'CHAT_RATE_LIMITED',
        `You are sending messages too fast. Wait ${seconds} seconds and send again.`,
        seconds,
      );
    }
  }

  /** After a message is stored: the demo contact's echo, and the message as the sender sees it. */
  async function sent(auth: AuthContext, friend: Friend, id: number): Promise<ChatMessage> {
    if ((await demo())?.id === friend.id) await echo(friend, auth, id);
    const message = await findMessageFor(db, await deps.media.signer(), auth.userId, id);
    if (!message) throw new Error(`message ${id} vanished`);
    return message;
  }

  return {
    peer: async (userId: number, friendId: string) => (await peer(userId, friendId))?.id ?? null,

    async friends(auth: AuthContext): Promise<ChatFriend[]> {
      await requireChat(auth);
      const contact = await demo();
      const people = await repo.friendsOf(db, auth.userId, contact?.id ?? null);
      const online = await deps.presence.onlineAmong(people.map((p) => p.id));
      return people.map((p) => {
        // The demo contact is a program: always there.
        const status = online.has(p.id) || p.id === contact?.id;
        return {
          id: p.public_id,
          name: p.full_name,
          photo: p.profile_image ?? '',
          status,
          time: status || p.last_seen_at === null ? null : new Date(p.last_seen_at).toISOString(),
          new: p.unread,
        };
      });
    },

    async messages(auth: AuthContext, friendId: string, before: number | undefined) {
      const friend = await requirePeer(auth, friendId);
      const rows = await repo.conversationPage(db, auth.userId, friend.id, before);
      const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
      const media = await deps.media.signer();
      return {
        messages: page.map((r) => toChatMessage(media, r, friend.public_id, r.from_user_id === auth.userId)),
        more: rows.length > CHAT_PAGE_SIZE,
      };
    },

    async send(auth: AuthContext, friendId: string, text: string): Promise<ChatMessage> {
      const friend = await requirePeer(auth, friendId);
      await spendSend(auth);
      const id = await deliverMessage(db, live, auth.userId, friend.id, { body: text });
      return sent(auth, friend, id);
    },

    /**
     * A picture (same checks as profile pictures), shrunk to fit 1280 px, sent as a message. Its
     * stored size is spent from the sender's quota in the transaction that stores the message.
     */
    async sendPicture(auth: AuthContext, friendId: string, upload: Buffer): Promise<ChatMessage> {
      const friend = await requirePeer(auth, friendId);
      await spendSend(auth);
      const size = { width: CHAT_PICTURE_MAX_PX, height: CHAT_PICTURE_MAX_PX, fit: 'inside' as const };
      const picture = await toWebp(upload, { ...size, withoutEnlargement: true });
      const image = await storeMedia(deps.config.dataDir, 'chat', picture);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (!(await repo.spendChatStorage(trx, auth.userId, picture.length, quota))) {
            throw storageFull(quota);
          }
          return deliverMessage(trx, live, auth.userId, friend.id, { body: '', image });
        });
      } catch (err) {
        await removeMedia(deps.config.dataDir, image);
        throw err;
      }
      return sent(auth, friend, id);
    },

    async read(auth: AuthContext, friendId: string): Promise<void> {
      const friend = await requirePeer(auth, friendId);
      await repo.markRead(db, auth.userId, friend.id);
      await live.publish(db, { t: 'read', userId: auth.userId, friendId: friend.public_id });
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
