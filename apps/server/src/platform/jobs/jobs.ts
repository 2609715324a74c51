import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Action } from '@fieldhouse/contract';
import type { Db, DbOrTrx } from '../../db/connect.ts';
import type { LiveBus } from '../live/bus.ts';
import { currentRequestId } from '../request-id.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';
import { cancelJob, findJob, findWaitingSingleton, insertJob } from './jobs.repository.ts';
import { createPgBossEngine } from './pg-boss-engine.ts';
import { jobPusher } from './pusher.ts';
import { createRunner, JOB_FAILURES, parsePayload } from './runner.ts';
import {
  DEFAULT_TIMINGS,
  type EnqueueOptions,
  type JobDefinition,
  type JobEngine,
  type JobPayload,
  type JobTimings,
} from './types.ts';

/** Work that must not run inside a request nor live in one process's memory. */
export type Jobs = {
  /** Adds kinds of job; all of them before `start`. */
  register(definitions: JobDefinition[]): void;
  /** Starts taking due jobs, and the schedules. */
  start(): Promise<void>;
  /** Queues a job and answers its id (or, for a singleton key already waiting, that job's id). */
  enqueue(kind: string, payload: JobPayload, options?: EnqueueOptions): Promise<string>;
  /** The action that lets staff watch other people's jobs of this kind (`JobDefinition.managedBy`). */
  managedBy(kind: string): Action | null;
  /** The kinds staff may manage (those with a `managedBy`): people's work, not their own chat echoes. */
  managedKinds(): string[];
  /** A queued job never runs; a running one stops before its next item. False if it had ended. */
  cancel(id: string): Promise<boolean>;
  /** Stops taking jobs; running tries stop at their next item and wait for a later try. */
  stop(): Promise<void>;
  /** Whether the engine has started and not stopped (readiness). */
  running(): boolean;
};

export type JobsOptions = Partial<JobTimings> & {
  /** Kinds beyond the app's own (tests add theirs). */
  kinds?: JobDefinition[];
};

type Setup = {
  db: Db;
  databaseUrl: string | undefined;
  bus: LiveBus;
  log: FastifyBaseLogger;
  options?: JobsOptions;
};

export async function createJobs({ db, databaseUrl, bus, log, options = {} }: Setup): Promise<Jobs> {
  const timings: JobTimings = {
    pollMs: options.pollMs ?? DEFAULT_TIMINGS.pollMs,
    leaseMs: options.leaseMs ?? DEFAULT_TIMINGS.leaseMs,
  };
  const definitions = new Map<string, JobDefinition>();
  const push = jobPusher(db, bus, log);
  let started = false;
  let engineUp = false;

  async function enqueue(kind: string, payload: JobPayload, o: EnqueueOptions = {}): Promise<string> {
    const definition = definitions.get(kind);
    if (!definition) throw new Error(`No job kind ${kind} is registered`);
    const now = Date.now();
    const job = {
      id: randomUUID(),
      kind,
      area: definition.area,
      startedBy: o.startedBy ?? null,
      total: o.total ?? null,
      payload: JSON.stringify(payload),
      singletonKey: o.singletonKey ?? null,
      requestId: currentRequestId() ?? null,
      runAfter: now + Math.max(0, o.startAfter ?? 0),
      now,
    };
    const queue = async (trx: DbOrTrx) => {
      if (await insertJob(trx, job)) {
        await engine.enqueue(trx, { id: job.id, definition, runAfter: job.runAfter });
        return job.id;
      }
      const waiting = job.singletonKey && (await findWaitingSingleton(trx, kind, job.singletonKey));
      if (!waiting) throw new Error(`Job ${kind} could not be queued`);
      return waiting;
    };
    const id = o.trx ? await queue(o.trx) : await db.transaction().execute(queue);
    if (id === job.id) {
      push(id, job.startedBy).now();
      if (job.runAfter <= now) engine.wake();
    }
    return id;
  }

  const engine: JobEngine = databaseUrl
    ? createPgBossEngine({ db, databaseUrl, log, timings })
    : createEmbeddedEngine({
        db,
        log,
        timings,
        onSchedule: async (kind) => void (await enqueue(kind, {}, { singletonKey: kind })),
      });
  const runner = createRunner({ db, bus, log, timings, definitions });

  // A database that is down at boot must not stop the app from serving (its health says so): the
  // runner tries again until it starts.
  let restart: NodeJS.Timeout | undefined;
  async function startEngine(kinds: JobDefinition[], waitMs = 1_000): Promise<boolean> {
    try {
      await engine.start(kinds, runner);
      engineUp = started;
      return true;
    } catch (err) {
      log.error({ err }, 'jobs: the runner could not start; trying again');
      restart = setTimeout(() => {
        if (!started) return;
        // startEngine handles its own failure; the catch only keeps a logging fault from floating.
        startEngine(kinds, Math.min(waitMs * 2, 60_000)).catch(() => undefined);
      }, waitMs);
      restart.unref();
      return false;
    }
  }

  return {
    register(list) {
      if (started) throw new Error('Register job kinds before the runner starts');
      for (const d of [...list, ...(options.kinds ?? [])]) definitions.set(d.kind, d);
    },

    async start() {
      started = true;
      const kinds = [...definitions.values()];
      if (!(await startEngine(kinds))) return;
      for (const d of kinds) {
        if (!d.schedule?.atStart) continue;
        // Missing it is no reason to refuse to start: the schedule queues it again.
        await enqueue(d.kind, {}, { singletonKey: d.kind }).catch((err: unknown) =>
          log.error({ err, kind: d.kind }, 'jobs: a job due at start could not be queued'),
        );
      }
    },

    enqueue,

    running: () => engineUp,

    managedBy: (kind) => definitions.get(kind)?.managedBy ?? null,

    managedKinds: () => [...definitions.values()].filter((d) => d.managedBy !== null).map((d) => d.kind),

    async cancel(id) {
      // A cancelled job has ended for good as a failed one has: what its kind records then
      // (`onFailed`: a text marked failed in the SMS log) commits with the cancel.
      const row = await db.transaction().execute(async (trx) => {
        const before = await findJob(trx, id);
        const ended = await cancelJob(trx, id);
        const definition = ended && definitions.get(ended.kind);
        if (before && definition) {
          const payload = parsePayload(before.payload);
          await definition.onFailed?.({ id, payload, error: JOB_FAILURES.cancelled, db: trx });
        }
        return ended;
      });
      if (!row) return false;
      await engine.cancel({ id, kind: row.kind });
      push(id, row.started_by).now();
      return true;
    },

    async stop() {
      if (!started) return;
      started = false;
      engineUp = false;
      clearTimeout(restart);
      await engine.pause();
      runner.interruptAll();
      await engine.stop();
    },
  };
}
