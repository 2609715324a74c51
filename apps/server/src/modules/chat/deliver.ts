import type { DbOrTrx } from '../../db/connect.ts';
import type { LiveBus } from '../../platform/live/bus.ts';
import * as repo from './chat.repository.ts';

export type Content = { body: string; image?: string };

/** Who else sees a message live, and whether it waits for the recipient (quiet hours). */
export type Reach = {
  thread?: number | null;
  watchers?: readonly { id: number }[];
  heldUntil?: number | null;
};

/**
 * Stores a message and tells every console of the people in it (at commit, inside a
 * transaction): the recipient unless it is held for them, the sender, the other member when a
 * parent writes, and the watching parents.
 */
export async function deliverMessage(
  db: DbOrTrx,
  live: LiveBus,
  from: number,
  to: number,
  content: Content,
  reach: Reach = {},
) {
  const heldUntil = reach.heldUntil ?? null;
  const id = await repo.insertMessage(db, from, to, content, { thread: reach.thread, heldUntil });
  const told = new Set([
    from,
    ...(reach.thread ? [reach.thread] : []),
    ...(reach.watchers ?? []).map((w) => w.id),
  ]);
  if (heldUntil === null) told.add(to);
  for (const userId of told) await live.publish(db, { t: 'message', userId, id });
  return id;
}
