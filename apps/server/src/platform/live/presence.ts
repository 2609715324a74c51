import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { LiveBus } from './bus.ts';
import { userTurns } from './turns.ts';
import * as repo from './presence.repository.ts';

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
    await repo.beat(db, processId, Date.now());
  }

  async function onlineAmong(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    return new Set(await repo.usersOnline(db, userIds, Date.now() - STALE_AFTER_MS));
  }

  /** Users whose presence rows went with a dead process get their last-seen time and a notice. */
  async function beat() {
    const now = Date.now();
    if (registered) await beatNow();
    for (const userId of await repo.forgetDeadProcesses(db, now - STALE_AFTER_MS)) await settle(userId);
  }

  /** After a console closed: if none is left anywhere, record last seen; tell friends either way. */
  async function settle(userId: number) {
    if (!(await onlineAmong([userId])).has(userId)) {
      await repo.recordLastSeen(db, userId, Date.now());
    }
    await bus.publish(db, { t: 'presence', userId });
  }

  // A quick close-and-reopen must not let the leave's delete land after the join's insert.
  const inTurn = userTurns();

  const beater = setInterval(() => {
    beat().catch((err: unknown) => log.error({ err }, 'presence: beat failed'));
  }, BEAT_MS);
  beater.unref();

  return {
    join: (userId) =>
      inTurn(userId, async () => {
        await register();
        await repo.addConsole(db, processId, userId);
        await bus.publish(db, { t: 'presence', userId });
      }),
    leave: (userId) =>
      inTurn(userId, async () => {
        await repo.removeConsole(db, processId, userId);
        await settle(userId);
      }),
    onlineAmong,
    async close() {
      clearInterval(beater);
      if (!registered) return;
      for (const userId of await repo.forgetProcess(db, processId)) await settle(userId);
    },
  };
}
