import { z } from 'zod';
import type { ChatMessage } from './chat.ts';
import type { Job } from './jobs.ts';
import type { Notification } from './notify.ts';

/**
 * The live channel: one WebSocket per console tab at `API_BASE + LIVE_PATH`. The token travels in
 * the first message, not the URL, so it never lands in an access log.
 */
export const LIVE_PATH = 'live';

/** A socket that has not signed in within this time is closed. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;

/** Close codes (4000–4999 are the application's): the token is refused; the browser must not retry. */
export const LIVE_CLOSE_UNAUTHENTICATED = 4401;
/** The client sent something the channel does not understand. */
export const LIVE_CLOSE_BAD_MESSAGE = 4400;
/** WebSocket's "policy violation": the socket kept sending over its message budget. */
export const LIVE_CLOSE_POLICY = 1008;
/**
 * The person already has LIVE_SOCKETS_PER_PERSON consoles on this server process; the console
 * tries again later (with back-off), and gets in once another closes.
 */
export const LIVE_CLOSE_TOO_MANY = 4429;
/** Live sockets one person may hold on one server process: every tab is one, so many tabs fit. */
export const LIVE_SOCKETS_PER_PERSON = 20;
/** WebSocket's "going away": the server is shutting down; the console reconnects to another. */
export const LIVE_CLOSE_GOING_AWAY = 1001;
export const LIVE_SHUTDOWN_REASON = 'server shutting down';

/** The largest frame a console may send (a sign-in or a typing notice is under 300 bytes). */
export const LIVE_MAX_PAYLOAD_BYTES = 4096;
/**
 * Each socket's message budget, a token bucket: a burst of this many messages, refilled at
 * LIVE_MESSAGES_PER_SECOND. A console types at most every LIVE_TYPING_EVERY_MS, far below it.
 * Messages over the budget are dropped unread.
 */
export const LIVE_MESSAGE_BURST = 20;
export const LIVE_MESSAGES_PER_SECOND = 5;
/** A socket that has had this many messages dropped is closed with LIVE_CLOSE_POLICY. */
export const LIVE_DROPS_BEFORE_CLOSE = 20;
/** How many friends a socket remembers it may tell it is typing to (the oldest is forgotten). */
export const LIVE_TYPING_PEERS_KEPT = 16;

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  /** The user is typing to this friend (sent at most every LIVE_TYPING_EVERY_MS). */
  z.strictObject({ type: z.literal('typing'), friendId: z.string().min(1).max(64) }),
]);

/** How often a typing console says so; the other side shows `Typing . . .` a little longer. */
export const LIVE_TYPING_EVERY_MS = 2_000;
export const LIVE_TYPING_SHOWN_MS = 3_500;

/** What the server pushes. `resync` means events may have been missed: read the lists again. */
export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'notification'; notification: Notification; unseen: number }
  | { type: 'unseen'; unseen: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; friend_id: string }
  | { type: 'read'; friend_id: string }
  | { type: 'presence'; friend_id: string; status: boolean; time: string | null }
  /** A connection or request of yours was made, answered, taken back or ended: read them again. */
  | { type: 'connections' }
  /** You saved theme settings on another console (or tab): read them again. */
  | { type: 'preferences' }
  /** A job you started changed state or made progress (progress at most every JOB_PROGRESS_PUSH_MS). */
  | { type: 'job'; job: Job }
  /** What your role grants changed (or you hold another role): read the menu again. */
  | { type: 'grants' }
  /**
   * The care record of the person `subscriberID` changed, and you may read it (their parent, the
   * adult themself, staff allowed to read it today): read it and the attendance flags again.
   */
  | { type: 'care'; subscriberID: string }
  /** The organisation's settings changed: the console reads them again. */
  | { type: 'settings' }
  | { type: 'resync' };
