import { z } from 'zod';
import { ok, rowIdQuerySchema } from './common.ts';
import type { FieldCode } from './field-codes.ts';

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a conversation (older ones load when scrolling up). */
export const CHAT_PAGE_SIZE = 30;
/** The demo contact's echo arrives this long after a message. */
export const CHAT_ECHO_DELAY_MS = 3_000;
/** After sending, the chat scrolls to the newest message this much later. */
export const CHAT_SCROLL_DELAY_MS = 100;
/**
 * Messages, text or picture, one person may send in any rolling minute (429 CHAT_RATE_LIMITED);
 * the server's CHAT_SENDS_PER_MINUTE changes it.
 */
export const CHAT_SENDS_PER_MINUTE = 30;
/**
 * Megabytes of chat pictures, as stored, one person may send in all (413 CHAT_STORAGE_FULL); the
 * server's CHAT_STORAGE_MB_PER_PERSON changes it.
 */
export const CHAT_STORAGE_MB_PER_PERSON = 100;
/** The seeded demo contact that echoes what it is sent, so a new user can try chat alone. */
export const DEMO_CONTACT_USER_NAME = 'echo';

/**
 * A person's public id, or, for a parent reading their child's conversation with someone else,
 * `<child's id>.<other's id>` (CHAT_GROUP_SEPARATOR).
 */
const friendId = z.string().min(1).max(80);
export const CHAT_GROUP_SEPARATOR = '.';

/** An empty or missing message is refused; surrounding spaces do not count. */
export const chatTextSchema = z
  .string({ error: 'MESSAGE_EMPTY' satisfies FieldCode })
  .trim()
  .min(1, 'MESSAGE_EMPTY' satisfies FieldCode)
  .max(CHAT_MESSAGE_MAX_LENGTH, 'MESSAGE_TOO_LONG' satisfies FieldCode);

export const chatSendRequestSchema = z.strictObject({ friendId, msg: chatTextSchema });
export const chatReadRequestSchema = z.strictObject({ friendId });
/** `POST chat/messages/picture?friendId=`: multipart with one `picture` part. */
export const chatPictureQuerySchema = z.strictObject({ friendId });
/** Chat pictures are shrunk to fit inside this square (never enlarged). */
export const CHAT_PICTURE_MAX_PX = 1280;
export const chatMessagesQuerySchema = z.strictObject({
  friendId,
  /** Only messages older than this id (the oldest one on screen). */
  before: rowIdQuerySchema.optional(),
});

/** A chat message as the console shows it: type 1 received, 0 sent. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  friend_id: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  msg: z.string(),
  /** A picture's address (under IMAGE_BASE), signed for the viewer and working for an hour or more; null for text. */
  image: z.string().nullable(),
  /** ISO 8601, UTC. */
  time: z.string(),
  read: z.boolean(),
  /** Who wrote it, in a conversation with more than two people (a child's parents in it); else null. */
  sender: z.string().nullable(),
  /**
   * Sent to a child in quiet hours: when it reaches the child (ISO 8601, UTC), shown to the others
   * as waiting; null once delivered, and for every other message.
   */
  held_until: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesResponseSchema = ok({
  friend_id: z.string(),
  messages: z.array(chatMessageSchema),
  /** Whether older messages exist. */
  more: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

export const chatSendResponseSchema = ok({ message: chatMessageSchema });

/** A friend-list entry: an accepted connection, or the demo contact. */
export const chatFriendSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string(),
  /** Truthy means online. */
  status: z.boolean(),
  /** When the friend's last console closed (ISO 8601, UTC); null if never or online. */
  time: z.string().nullable(),
  /** Messages from this friend not read yet. */
  new: z.number().int(),
  /**
   * Everyone in a group conversation (a child's parents are in the child's conversations with
   * adults), named for the panel's header; empty for a conversation of two.
   */
  members: z.array(z.object({ name: z.string(), parentOf: z.string().nullable() })),
  /** Why the caller cannot write here (an error code the console words), instead of a send box; else null. */
  refusal: z.enum(['CHAT_PARENTS_ONLY', 'CHAT_CHILD_NEEDS_PARENT', 'CHAT_READ_ONLY']).nullable(),
  /** The caller is a child whose parents can read this conversation (the panel tells them). */
  watched: z.boolean(),
});
export type ChatFriend = z.infer<typeof chatFriendSchema>;
export type ChatRefusal = NonNullable<ChatFriend['refusal']>;

export const chatFriendsResponseSchema = ok({ friends: z.array(chatFriendSchema) });
export type ChatFriendsResponse = z.infer<typeof chatFriendsResponseSchema>;
