import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { nextDue, nextWakeAt } from './leases.repository.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import { logBrokenTry } from './types.ts';
import type { JobDefinition, JobEngine, JobTimings, TryRunner } from './types.ts';

type Options = {
  db: Db;
  log: FastifyBaseLogger;
  timings: JobTimings;
  /** Queues a scheduled kind's job (at most one waiting). */
  onSchedule: (kind: string) => Promise<void>;
};

// setTimeout cannot wait longer than about 24 days; a far schedule re-arms daily.
const MAX_TIMER_MS = 86_400_000;

/**
 * The embedded database's queue: the `jobs` table itself. One process runs on SQLite, so a poll
 * loop in it claims due rows (a conditional update, so a second runner by mistake cannot take the
 * same try) and a row whose lease ran out — its process died — is taken again.
 */
export function createEmbeddedEngine({ db, log, timings, onSchedule }: Options): JobEngine {
  let definitions: JobDefinition[] = [];
  const inFlight = new Map<string, string>();
  const tries = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let loop: PollLoop | null = null;

  const busy = (kind: string) => [...inFlight.values()].filter((k) => k === kind).length;

  async function take(runner: TryRunner): Promise<boolean> {
    const open = definitions.filter((d) => busy(d.kind) < (d.concurrency ?? 1)).map((d) => d.kind);
    if (open.length === 0) return false;
    const next = await nextDue(db, open, [...inFlight.keys()], Date.now());
    if (!next) return false;
    inFlight.set(next.id, next.kind);
    const done = runner
      .runTry(next.id, next.kind, {})
      .catch((err: unknown) => logBrokenTry(log, err, next.id))
      .finally(() => {
        inFlight.delete(next.id);
        tries.delete(done);
        loop?.wake();
      });
    tries.add(done);
    return true;
  }

  async function idleMs(): Promise<number> {
    const at = await nextWakeAt(
      db,
      definitions.map((d) => d.kind),
    );
    const wait = at === null ? timings.pollMs : at - Date.now();
    // Due already but no room: a finishing try wakes the loop; else poll as usual.
    return wait <= 0 ? timings.pollMs : Math.min(wait, timings.pollMs);
  }

  function arm(definition: JobDefinition, cron: string) {
    const at = cronParser.parseExpression(cron, { tz: 'UTC' }).next().getTime();
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (Date.now() >= at) {
          onSchedule(definition.kind).catch((err: unknown) =>
            log.error({ err, kind: definition.kind }, 'jobs: a scheduled job could not be queued'),
          );
        }
        arm(definition, cron);
      },
      Math.min(at - Date.now(), MAX_TIMER_MS),
    );
    timer.unref();
    timers.add(timer);
  }

  return {
    async start(kinds, runner) {
      definitions = kinds;
      for (const d of kinds) if (d.schedule) arm(d, d.schedule.cron);
      loop = startPollLoop({ log, take: () => take(runner), idleMs });
    },
    // The row is the queue: inserting it was all there is to do.
    async enqueue() {},
    async cancel() {},
    wake: () => loop?.wake(),
    async pause() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await loop?.stop();
      loop = null;
    },
    async stop() {
      await Promise.allSettled([...tries]);
    },
  };
}
