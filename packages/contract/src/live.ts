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
  | { type: 'resync' };
