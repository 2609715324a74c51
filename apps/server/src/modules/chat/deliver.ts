import type { DbOrTrx } from '../../db/connect.ts';
import type { LiveBus } from '../../platform/live/bus.ts';
import * as repo from './chat.repository.ts';

export type Content = { body: string; image?: string };

/** Stores a message and tells every console of both people (at commit, inside a transaction). */
export async function deliverMessage(db: DbOrTrx, live: LiveBus, from: number, to: number, content: Content) {
  const id = await repo.insertMessage(db, from, to, content);
  await live.publish(db, { t: 'message', userId: to, id });
  await live.publish(db, { t: 'message', userId: from, id });
  return id;
}
