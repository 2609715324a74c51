import { z } from 'zod';
import { MAX_ROW_ID, ok, rowIdSchema } from './common.ts';
import type { RelationKind } from './connections.ts';
import { PRODUCT_NAME } from './constants.ts';

/**
 * What the console itself tells people. Each kind carries the values its sentence needs, so a
 * reader sees it in their own language; `msg` holds the English wording.
 * A notification without a kind is a person's own words and is shown as written.
 */
export type NotificationParams = {
  'parent-named': { name: string };
  'parent-approved': { name: string };
  'parent-declined': { name: string; reason?: string };
  'registration-approved': Record<string, never>;
  'registration-rejected': { reason: string };
  'connection-requested': { name: string; relation: RelationKind };
  'connection-accepted': { name: string };
  /**
   * To a child's parent: `name` asks to connect with their child `child` (`childId`, whose page
   * decides), or the child asks `name` (`-asking`); nobody else hears of it until a parent approves.
   */
  'child-connection-asked': { name: string; child: string; childId: string; relation: RelationKind };
  'child-connection-asking': { name: string; child: string; childId: string; relation: RelationKind };
  /**
   * To a child's parent: their child `child` (`childId`) and `name` have begun a conversation the
   * parent is in (safeguarding.guardiansInChat); it is in the parent's chat list.
   */
  'child-conversation-started': { name: string; child: string; childId: string };
  /** Staff linked or unlinked a parent or guardian: to the child `name` is the parent, to the parent the child. */
  'parent-link-added': { name: string };
  'child-link-added': { name: string };
  'parent-link-removed': { name: string };
  'child-link-removed': { name: string };
  'event-place-offered': { event: string; name: string; hours: string };
  'event-offer-lapsed': { event: string; name: string };
  'event-cancelled': { event: string; reason: string };
  'fixture-moved': { home: string; away: string; when: string };
  'fixture-called-off': { home: string; away: string };
  'result-entered': { home: string; away: string; score: string };
  /** A coach's announcement to a team: to each player, and (`-for-child`) to a minor player's parents. */
  'team-announcement': { team: string; message: string };
  'team-announcement-for-child': { team: string; message: string; child: string };
  /**
   * A large data download a job made, for the one who asked, once, for a day: opening the
   * notification leads to the console's page that saves it (`token` names the file).
   */
  'data-export-ready': { name: string; token: string };
  'deletion-declined': { reason: string };
  /** To the payer of an overdue invoice, at most once a week; `amount` and `due` in their language. */
  'payment-overdue': { invoice: string; amount: string; due: string };
};
export type NotificationKind = keyof NotificationParams;

const RELATION_WORDS: Record<RelationKind, string> = {
  friend: 'a friend',
  teammate: 'a teammate',
  parent: 'their parent or guardian',
};

const ENGLISH: { [K in NotificationKind]: (p: NotificationParams[K]) => string } = {
  'parent-named': (p) => `${p.name} named you as their parent. Please approve their account.`,
  'parent-approved': (p) => `${p.name} approved your ${PRODUCT_NAME} account.`,
  'parent-declined': (p) => `${p.name} did not approve your account${p.reason ? `: ${p.reason}` : '.'}`,
  'registration-approved': () => `Your registration was approved. Welcome to ${PRODUCT_NAME}!`,
  'registration-rejected': (p) => `Your registration was not approved: ${p.reason}`,
  'connection-requested': (p) => `${p.name} wants to connect with you as ${RELATION_WORDS[p.relation]}.`,
  'connection-accepted': (p) => `${p.name} accepted your connection request.`,
  'child-connection-asked': (p) =>
    `${p.name} asks to connect with ${p.child} as ${RELATION_WORDS[p.relation]}. Approve or decline it on ${p.child}’s page.`,
  'child-connection-asking': (p) =>
    `${p.child} asks to connect with ${p.name} as ${RELATION_WORDS[p.relation]}. Approve or decline it on ${p.child}’s page.`,
  'child-conversation-started': (p) =>
    `${p.child} and ${p.name} have begun a conversation. You are in it: read it in Chat.`,
  'parent-link-added': (p) => `Staff recorded ${p.name} as your parent or guardian.`,
  'child-link-added': (p) => `Staff recorded you as the parent or guardian of ${p.name}.`,
  'parent-link-removed': (p) => `Staff removed ${p.name} as your parent or guardian.`,
  'child-link-removed': (p) => `Staff removed you as the parent or guardian of ${p.name}.`,
  'event-place-offered': (p) =>
    `A place is free at ${p.event} for ${p.name}. Accept it under My events within ${p.hours} hours.`,
  'event-offer-lapsed': (p) => `The place offered at ${p.event} for ${p.name} was not accepted in time.`,
  'event-cancelled': (p) => `${p.event} is cancelled: ${p.reason}`,
  'fixture-moved': (p) => `${p.home} v ${p.away} is now ${p.when}.`,
  'fixture-called-off': (p) => `${p.home} v ${p.away} is called off.`,
  'result-entered': (p) => `Result: ${p.home} ${p.score} ${p.away}.`,
  'team-announcement': (p) => `${p.team}: ${p.message}`,
  'team-announcement-for-child': (p) => `${p.team}, for ${p.child}: ${p.message}`,
  'data-export-ready': (p) =>
    `The download of ${p.name}'s data is ready: open this notification to save it (once, within a day).`,
  'deletion-declined': (p) => `Staff did not delete the account: ${p.reason}`,
  'payment-overdue': (p) => `Invoice ${p.invoice} for ${p.amount} was due on ${p.due} and is not yet paid.`,
};

/** A notification of the console's own, as stored and sent: its kind, values and English text. */
export type NotificationContent<K extends NotificationKind = NotificationKind> = {
  kind: K;
  params: NotificationParams[K];
  msg: string;
};

export function notificationContent<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
): NotificationContent<K> {
  return { kind, params, msg: ENGLISH[kind](params) };
}

/** What a notification can be from. */
export const NOTIFICATION_SENDERS = ['person', 'event'] as const;

/** A notification as the bell and the notifications page show it, plus its own id and, for the console's own, kind and values. */
export const notificationSchema = z.object({
  id: z.number().int(),
  /**
   * Who it is from: a person (`from_id` their subscriber id, `full_name` their name), or an event
   * whose news the console sends in its name (`from_id` the event's id, `full_name` its title).
   */
  from_type: z.enum(NOTIFICATION_SENDERS),
  from_id: z.string(),
  full_name: z.string(),
  message: z.object({
    msg: z.string(),
    kind: z.string().optional(),
    params: z.record(z.string(), z.string()).optional(),
  }),
  /** ISO 8601, UTC. */
  date_time: z.string(),
  /** '0' unseen, '1' seen. */
  seen_status: z.enum(['0', '1']),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notifyListResponseSchema = ok({
  notification: z.array(notificationSchema),
  unseen: z.number().int(),
});
export type NotifyListResponse = z.infer<typeof notifyListResponseSchema>;

/** How many notifications `notify/list` returns, newest first. */
export const NOTIFY_LIST_LIMIT = 20;

/**
 * Where a page of `GET notifications` ended: the last notification's time (ms) and id, as the
 * previous answer's `nextCursor` gave it. Pages are cut by value, never by offset, so a
 * notification arriving meanwhile neither repeats nor skips one.
 */
export const notificationCursorSchema = z
  .string()
  .regex(/^\d{1,15}\.\d{1,10}$/, 'Not a cursor this list gave')
  .refine((c) => Number(c.split('.')[1]) <= MAX_ROW_ID, 'Not a cursor this list gave');

export const notificationHistoryQuerySchema = z.strictObject({
  cursor: notificationCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFY_LIST_LIMIT),
});
export type NotificationHistoryQuery = z.output<typeof notificationHistoryQuerySchema>;

export const notificationHistoryResponseSchema = ok({
  items: z.array(notificationSchema),
  /** The next page's `cursor`, or null after the oldest. */
  nextCursor: z.string().nullable(),
});
export type NotificationHistoryResponse = z.infer<typeof notificationHistoryResponseSchema>;

export const notifySeenRequestSchema = z.strictObject({ id: rowIdSchema });
