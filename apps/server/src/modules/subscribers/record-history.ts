import { RECORD_LIST_SIZE } from '@fieldhouse/contract';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import type { Deps } from '../../platform/request-context.ts';
import { maskSecrets } from '../../platform/sms/mask.ts';
import { readable, type Held } from './record-access.ts';
import * as repo from './record.repository.ts';

/*
 * A record's notifications and texts, newest first, a page at a time: the record carries the
 * first page of each and the cursor after it; these calls read on from there.
 */

type NotificationRow = Awaited<ReturnType<typeof repo.notificationsPage>>[number];
type TextRow = Awaited<ReturnType<typeof repo.textsPage>>[number];
type HistoryQuery = { cursor?: string; limit: number };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const atAndId = (row: { created_at: number; id: number }): [number, number] => [row.created_at, row.id];

const asNotification = (n: NotificationRow) => ({
  id: n.id,
  message: n.message,
  at: iso(n.created_at)!,
  seenAt: iso(n.seen_at),
});
const asText = (t: TextRow) => ({
  id: t.id,
  kind: t.kind,
  // One-time codes and invitation links are never shown, here or in a log.
  text: maskSecrets(t),
  to: t.to_number,
  deliveryStatus: t.delivery_status,
  at: iso(t.created_at)!,
});

/** The record's first page of each, and where each goes on. */
export function firstPages(notifications: NotificationRow[], texts: TextRow[]) {
  const n = keysetPage(notifications, RECORD_LIST_SIZE, atAndId);
  const t = keysetPage(texts, RECORD_LIST_SIZE, atAndId);
  return {
    notifications: n.shown.map(asNotification),
    texts: t.shown.map(asText),
    more: { notifications: n.nextCursor, texts: t.nextCursor },
  };
}

const personId = async (deps: Deps, held: Held, subscriberId: string) =>
  (await readable(deps, held, subscriberId)).id;

/** `GET subscribers/{id}/notifications`. */
export async function notificationHistory(deps: Deps, held: Held, subscriberId: string, query: HistoryQuery) {
  const before = decodeCursor(query.cursor, 'number');
  const rows = await repo.notificationsPage(
    deps.db,
    await personId(deps, held, subscriberId),
    before,
    query.limit,
  );
  const { shown, nextCursor } = keysetPage(rows, query.limit, atAndId);
  return { items: shown.map(asNotification), nextCursor };
}

/** `GET subscribers/{id}/texts`. */
export async function textHistory(deps: Deps, held: Held, subscriberId: string, query: HistoryQuery) {
  const before = decodeCursor(query.cursor, 'number');
  const rows = await repo.textsPage(deps.db, await personId(deps, held, subscriberId), before, query.limit);
  const { shown, nextCursor } = keysetPage(rows, query.limit, atAndId);
  return { items: shown.map(asText), nextCursor };
}
