import {
  CHAT_ECHO_DELAY_MS,
  CHAT_PAGE_SIZE,
  CHAT_PICTURE_MAX_PX,
  DEMO_CONTACT_USER_NAME,
  type ChatFriend,
  type ChatMessage,
} from '@fieldhouse/contract';
import type { AuthContext } from '../../platform/auth.ts';
import { chatSuspended, isChatSuspended } from '../../platform/chat-suspensions.repository.ts';
import { AppError, retryLater } from '../../platform/errors.ts';
import { removeMedia, storeMedia, toWebp } from '../../platform/images.ts';
import { findMessageFor, toChatMessage } from '../../platform/messages.repository.ts';
import type { DbOrTrx } from '../../db/connect.ts';
import { chatSends, hit } from '../../platform/rate-limits.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { CHAT_DEMO_REPLY_JOB, type DemoReplyPayload } from './chat-echo.job.ts';
import { CHAT_RELEASE_JOB, type ReleasePayload } from './chat-release.job.ts';
import * as repo from './chat.repository.ts';
import { chatNotFound, createConversations, type Conversation } from './conversation.ts';
import { deliverMessage, type Content } from './deliver.ts';
import { friendList } from './friend-list.ts';
import { heldUntil, refused } from './safeguarding.ts';
import { tellWatchersOfStart } from './watch-notices.ts';
import { markWatchRead } from './watch.repository.ts';

type Friend = { id: number; public_id: string };

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

  const conversations = createConversations(deps, async () => (await demo())?.id ?? null);

  /** A suspended person's every chat call is refused (safeguarding). */
  async function requireChat(auth: AuthContext) {
    if (await isChatSuspended(db, auth.userId)) throw chatSuspended();
  }

  /** The conversation behind `friendId` the caller may read; a suspended person is out of everyone's reach. */
  async function reachable(auth: AuthContext, friendId: string): Promise<Conversation> {
    await requireChat(auth);
    const conversation = await conversations.require(auth.userId, friendId);
    if (await isChatSuspended(db, conversation.friend.id)) throw chatNotFound();
    return conversation;
  }

  /** The conversation behind `friendId`, checked to be one the caller may write in now. */
  async function writable(auth: AuthContext, friendId: string): Promise<Conversation> {
    const conversation = await reachable(auth, friendId);
    if (conversation.rules.refusal) throw refused(conversation.rules.refusal);
    return conversation;
  }

  /** Stores the message for everyone in the conversation; one to a child in quiet hours waits for the morning. */
  async function store(trx: DbOrTrx, auth: AuthContext, conversation: Conversation, content: Content) {
    const { to, thread, rules, ctx } = conversation;
    const held = heldUntil(ctx, rules.quietFor);
    const id = await deliverMessage(trx, live, auth.userId, to, content, {
      thread,
      watchers: rules.watchers,
      heldUntil: held,
    });
    await tellWatchersOfStart(trx, live, conversation, id);
    if (held !== null) {
      const payload: ReleasePayload = { messageId: id };
      await deps.jobs.enqueue(CHAT_RELEASE_JOB, payload, { startAfter: held - ctx.now, total: 1, trx });
    }
    return id;
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
    /** The person the user may tell they are typing to, when they may write to them now; else null. */
    peer: async (userId: number, friendId: string) => {
      const conversation = await conversations.open(userId, friendId);
      if (!conversation || conversation.watching || conversation.rules.refusal) return null;
      return conversation.friend.id;
    },

    async friends(auth: AuthContext): Promise<ChatFriend[]> {
      await requireChat(auth);
      return friendList(deps, auth.userId, demo);
    },

    async messages(auth: AuthContext, friendId: string, before: number | undefined) {
      const { a, b, watching, ctx, friendId: id } = await reachable(auth, friendId);
      const rows = await repo.conversationPage(db, { a, b, viewer: auth.userId, now: ctx.now }, before);
      const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
      const media = await deps.media.signer();
      return {
        messages: page.map((r) => {
          const sender = watching || r.thread_user_id !== null ? r.sender_name : null;
          return toChatMessage(media, { ...r, sender }, id, r.from_user_id === auth.userId, ctx.now);
        }),
        more: rows.length > CHAT_PAGE_SIZE,
      };
    },

    async send(auth: AuthContext, friendId: string, text: string): Promise<ChatMessage> {
      const conversation = await writable(auth, friendId);
      await spendSend(auth);
      const id = await db.transaction().execute((trx) => store(trx, auth, conversation, { body: text }));
      return sent(auth, conversation.friend, id);
    },

    /**
     * A picture (same checks as profile pictures), shrunk to fit 1280 px, sent as a message. Its
     * stored size is spent from the sender's quota in the transaction that stores the message.
     */
    async sendPicture(auth: AuthContext, friendId: string, upload: Buffer): Promise<ChatMessage> {
      const conversation = await writable(auth, friendId);
      await spendSend(auth);
      const size = { width: CHAT_PICTURE_MAX_PX, height: CHAT_PICTURE_MAX_PX, fit: 'inside' as const };
      const picture = await toWebp(upload, { ...size, withoutEnlargement: true });
      const image = await storeMedia(deps.pictures, 'chat', picture);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (!(await repo.spendChatStorage(trx, auth.userId, picture.length, quota))) {
            throw storageFull(quota);
          }
          return store(trx, auth, conversation, { body: '', image });
        });
      } catch (err) {
        await removeMedia(deps.pictures, image);
        throw err;
      }
      return sent(auth, conversation.friend, id);
    },

    /** Marks what the caller received read; a parent reading along marks only their own place in it. */
    async read(auth: AuthContext, friendId: string): Promise<void> {
      const conversation = await reachable(auth, friendId);
      if (conversation.watching) await markWatchRead(db, auth.userId, conversation.a, conversation.b);
      else await repo.markRead(db, auth.userId, conversation.b, conversation.ctx.now);
      await live.publish(db, { t: 'read', userId: auth.userId, friendId: conversation.friendId });
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
