import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { LiveBus } from './bus.ts';

// Each process beats this often; one silent for STALE_AFTER_MS is taken as gone (crashed or cut off).
const BEAT_MS = 20_000;
const STALE_AFTER_MS = 3 * BEAT_MS;

export type Presence = {
  /** The user's first console on this process opened. */
  join(userId: number): Promise<void>;
  /** The user's last console on this process closed. */
  leave(userId: number): Promise<void>;
  /** Which of these users have a console open on any live process. */
  onlineAmong(userIds: number[]): Promise<Set<number>>;
  close(): Promise<void>;
};

/**
 * A user is online while at least one console is connected to any app process; last seen is the
 * moment the last one closed. Each change is published so friends' lists update live.
 */
export function createPresence(db: Db, bus: LiveBus, log: FastifyBaseLogger): Presence {
  const processId = randomUUID();
  // The process row is written on the first console (and kept by the beat), not at start-up:
  // the app must start, and say it is degraded, even while the database is down.
  let registered: Promise<void> | undefined;
  const register = () =>
    (registered ??= beatNow().catch((err: unknown) => {
      registered = undefined;
      throw err;
    }));

  /** Marks this process alive (again, if it was taken for dead during a long pause). */
  async function beatNow() {
    await db
      .insertInto('live_processes')
      .values({ id: processId, beat_at: Date.now() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ beat_at: Date.now() }))
      .execute();
  }

  async function onlineAmong(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('live_presence')
      .innerJoin('live_processes', 'live_processes.id', 'live_presence.process_id')
      .select('live_presence.user_id')
      .distinct()
      .where('live_presence.user_id', 'in', userIds)
      .where('live_processes.beat_at', '>', Date.now() - STALE_AFTER_MS)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  /** Users whose presence rows went with a dead process get their last-seen time and a notice. */
  async function beat() {
    const now = Date.now();
    if (registered) await beatNow();
    const gone = await db
      .selectFrom('live_presence')
      .innerJoin('live_processes', 'live_processes.id', 'live_presence.process_id')
      .select('live_presence.user_id')
      .where('live_processes.beat_at', '<=', now - STALE_AFTER_MS)
      .execute();
    await db
      .deleteFrom('live_processes')
      .where('beat_at', '<=', now - STALE_AFTER_MS)
      .execute();
    for (const { user_id } of gone) await settle(user_id);
  }

  /** After a console closed: if none is left anywhere, record last seen; tell friends either way. */
  async function settle(userId: number) {
    if (!(await onlineAmong([userId])).has(userId)) {
      await db.updateTable('users').set({ last_seen_at: Date.now() }).where('id', '=', userId).execute();
    }
    await bus.publish(db, { t: 'presence', userId });
  }

  // A quick close-and-reopen must not let the leave's delete land after the join's insert.
  const turns = new Map<number, Promise<void>>();
  function inTurn(userId: number, work: () => Promise<void>): Promise<void> {
    const next = (turns.get(userId) ?? Promise.resolve()).then(work, work);
    const settled: Promise<void> = next
      .catch(() => undefined)
      .then(() => {
        if (turns.get(userId) === settled) turns.delete(userId);
      });
    turns.set(userId, settled);
    return next;
  }

  const beater = setInterval(() => {
    beat().catch((err: unknown) => log.error({ err }, 'presence: beat failed'));
  }, BEAT_MS);
  beater.unref();

  return {
    join: (userId) =>
      inTurn(userId, async () => {
        await register();
        await db
          .insertInto('live_presence')
          .values({ process_id: processId, user_id: userId })
          .onConflict((oc) => oc.columns(['process_id', 'user_id']).doNothing())
          .execute();
        await bus.publish(db, { t: 'presence', userId });
      }),
    leave: (userId) =>
      inTurn(userId, async () => {
        await db
          .deleteFrom('live_presence')
          .where('process_id', '=', processId)
          .where('user_id', '=', userId)
          .execute();
        await settle(userId);
      }),
    onlineAmong,
    async close() {
      clearInterval(beater);
      if (!registered) return;
      const mine = await db
        .selectFrom('live_presence')
        .select('user_id')
        .where('process_id', '=', processId)
        .execute();
      await db.deleteFrom('live_processes').where('id', '=', processId).execute();
      for (const { user_id } of mine) await settle(user_id);
    },
  };
}
