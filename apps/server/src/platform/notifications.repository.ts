import {
  NOTIFY_LIST_LIMIT,
  type Notification,
  type NotificationContent,
  type NotificationHistoryQuery,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';
import type { LiveBus } from './live/bus.ts';

/** How a notification is stored: the console's own by kind and values, a person's words as written. */
export function storedContent(content: NotificationContent | string) {
  return typeof content === 'string'
    ? { message: content, kind: null, params: null }
    : { message: content.msg, kind: content.kind, params: JSON.stringify(content.params) };
}

/**
 * Adds a notification for `userId`, shown as coming from `fromUserId` (the bell opens
 * `/auth/relation/{from_id}`) or, with `fromEventId`, from that event (in its name, by its title),
 * and tells the recipient's open consoles. Shared by every area that tells a user something.
 * Inside a transaction the push waits for the commit (see LiveBus).
 */
export async function createNotification(
  db: DbOrTrx,
  live: LiveBus,
  n: { userId: number; fromUserId: number; fromEventId?: number; content: NotificationContent },
): Promise<void> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      from_user_id: n.fromUserId,
      from_event_id: n.fromEventId ?? null,
      ...storedContent(n.content),
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await live.publish(db, { t: 'notification', userId: n.userId, id: row.id });
}

/** A notification as its reader (or their data download) is given it. */
export const notificationColumns = [
  'notifications.id',
  'notifications.message',
  'notifications.kind',
  'notifications.params',
  'notifications.created_at',
  'notifications.seen_at',
] as const;

function notificationsOf(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.from_user_id')
    .leftJoin('events as from_event', 'from_event.id', 'notifications.from_event_id')
    .select([
      ...notificationColumns,
      'sender.public_id as from_id',
      'sender.full_name',
      'from_event.id as event_id',
      'from_event.title as event_title',
    ])
    .where('notifications.user_id', '=', userId);
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationsOf>['executeTakeFirstOrThrow']>>;

/** The row in the contract's notification shape (`notificationSchema`). */
function toNotification(r: NotificationRow): Notification {
  const event = r.event_id !== null && r.event_title !== null;
  return {
    id: r.id,
    from_type: event ? 'event' : 'person',
    from_id: event ? String(r.event_id) : r.from_id,
    full_name: event ? r.event_title! : r.full_name,
    message: r.kind
      ? { msg: r.message, kind: r.kind, params: JSON.parse(r.params ?? '{}') as Record<string, string> }
      : { msg: r.message },
    date_time: new Date(r.created_at).toISOString(),
    seen_status: r.seen_at === null ? '0' : '1',
  };
}

export async function listNotifications(
  db: DbOrTrx,
  userId: number,
  limit = NOTIFY_LIST_LIMIT,
): Promise<Notification[]> {
  const rows = await notificationsOf(db, userId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

/** A page of the user's notifications, newest first, after `cursor` (see notificationCursorSchema). */
export async function notificationHistory(
  db: DbOrTrx,
  userId: number,
  { cursor, limit }: NotificationHistoryQuery,
): Promise<{ items: Notification[]; nextCursor: string | null }> {
  let query = notificationsOf(db, userId);
  if (cursor) {
    const [at, id] = cursor.split('.').map(Number) as [number, number];
    query = query.where((eb) =>
      eb.or([
        eb('notifications.created_at', '<', at),
        eb.and([eb('notifications.created_at', '=', at), eb('notifications.id', '<', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > limit && last ? `${last.created_at}.${last.id}` : null,
  };
}

/** One of the user's notifications, or undefined when it is not theirs (or was rolled back). */
export async function findNotification(
  db: DbOrTrx,
  userId: number,
  id: number,
): Promise<Notification | undefined> {
  const row = await notificationsOf(db, userId).where('notifications.id', '=', id).executeTakeFirst();
  return row && toNotification(row);
}

export async function countUnseen(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
