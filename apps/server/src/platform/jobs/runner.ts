import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FailureCode } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { JobRow } from '../../db/database.ts';
import type { LiveBus } from '../live/bus.ts';
import { createContext } from './context.ts';
import { claimJob, findJob, finishJob, insertRunning, renewLease, requeueJob } from './jobs.repository.ts';
import { takeLapsed } from './leases.repository.ts';
import { jobPusher } from './pusher.ts';
import {
  DEFAULT_MAX_RUN_MS,
  JobError,
  JobStopped,
  NotMine,
  RetryLater,
  type JobDefinition,
  type JobPayload,
  type JobTimings,
  type StopReason,
  type TryInfo,
  type TryRunner,
} from './types.ts';

/** Why a try failed when the reason is the system's, not the job's: codes the console words. */
export const JOB_FAILURES = {
  cancelled: 'JOB_CANCELLED',
  lost: 'JOB_SERVER_LOST',
  shutdown: 'JOB_SERVER_RESTARTED',
  'time-limit': 'JOB_TOO_LONG',
  unexpected: 'JOB_UNEXPECTED',
} as const satisfies Record<string, FailureCode>;

export type Runner = TryRunner & {
  /** Stops every running try at its next item; tries that have not started yet do not start. */
  interruptAll(): void;
};

type Options = {
  db: Db;
  bus: LiveBus;
  log: FastifyBaseLogger;
  timings: JobTimings;
  definitions: ReadonlyMap<string, JobDefinition>;
};

/** Runs single tries of jobs: claims the row, runs the kind's code, and records how the try ended. */
export function createRunner({ db, bus, log, timings, definitions }: Options): Runner {
  const push = jobPusher(db, bus, log);
  const running = new Map<string, AbortController>();
  let closing = false;
  // Often enough to notice a cancel quickly, rarely enough to cost little.
  const heartbeatMs = Math.max(100, Math.min(timings.leaseMs / 3, 2_000));

  /**
   * Ends the job as failed, with what its kind records then (`onFailed`) in the same transaction:
   * a process that dies between the two, or a record that cannot be written, leaves the job
   * running, and once its lease lapses it is failed again. False when the try no longer holds it.
   */
  async function fail(definition: JobDefinition, row: JobRow, token: string, error: string) {
    const payload = parsePayload(row.payload);
    const ended = await db.transaction().execute(async (trx) => {
      if (!(await finishJob(trx, { id: row.id, token, state: 'failed', error }))) return false;
      await definition.onFailed?.({ id: row.id, payload, error, db: trx });
      return true;
    });
    if (ended) push(row.id, row.started_by).now();
    return ended;
  }

  /** The try could not write its outcome: fine if the job was cancelled, else another try has it. */
  async function letGo(id: string) {
    if ((await findJob(db, id))?.state !== 'cancelled') throw new NotMine();
  }

  function publicMessage(err: unknown, reason: StopReason | null, row: JobRow, tryLog: FastifyBaseLogger) {
    if (reason === 'shutdown' || reason === 'time-limit') return JOB_FAILURES[reason];
    if (err instanceof JobError) {
      tryLog.warn({ error: err.message }, 'jobs: a try failed');
      return err.message;
    }
    tryLog.error({ err }, 'jobs: a try failed');
    return JOB_FAILURES.unexpected;
  }

  async function attempt(definition: JobDefinition, row: JobRow, token: string, lastTry: boolean) {
    // The try's lines name the job, and the request that queued it (the same `reqId` as its lines).
    const tryLog = log.child({
      jobId: row.id,
      kind: row.kind,
      attempt: row.attempts,
      ...(row.request_id ? { reqId: row.request_id } : {}),
    });
    const pushes = push(row.id, row.started_by);
    const controller = new AbortController();
    const stop = (reason: StopReason) => {
      if (!controller.signal.aborted) controller.abort(new JobStopped(reason));
    };
    running.set(token, controller);
    if (closing) stop('shutdown');
    const limit = setTimeout(() => stop('time-limit'), definition.maxRunMs ?? DEFAULT_MAX_RUN_MS);
    const beat = setInterval(() => {
      renewLease(db, row.id, token, Date.now() + timings.leaseMs)
        .then(async (held) => {
          if (!held) stop((await findJob(db, row.id))?.state === 'cancelled' ? 'cancelled' : 'lost');
        })
        .catch((err: unknown) => log.warn({ err, jobId: row.id }, 'jobs: the lease could not be renewed'));
    }, heartbeatMs);
    pushes.now();
    tryLog.info('jobs: a try started');
    let failure: { err: unknown } | null = null;
    try {
      const payload = parsePayload(row.payload);
      const signal = controller.signal;
      const onProgress = () => pushes.progress();
      await definition.run(createContext({ row, token, payload, db, log: tryLog, signal, onProgress }));
    } catch (err) {
      failure = { err };
    } finally {
      clearTimeout(limit);
      clearInterval(beat);
      pushes.flush();
      running.delete(token);
    }
    if (!failure) {
      tryLog.info('jobs: a try finished');
      if (await finishJob(db, { id: row.id, token, state: 'completed', error: null })) pushes.now();
      else await letGo(row.id);
      return;
    }
    const reason = stopReason(failure.err, controller.signal);
    // A cancel was told already; a lost try's job belongs to another try now.
    if (reason === 'cancelled') return;
    if (reason === 'lost') throw new NotMine();
    const message = publicMessage(failure.err, reason, row, tryLog);
    if (lastTry || (failure.err instanceof JobError && !failure.err.retry)) {
      if (!(await fail(definition, row, token, message))) await letGo(row.id);
      return;
    }
    const wait = reason === 'shutdown' ? 0 : definition.retry.backoffMs * 2 ** (row.attempts - 1);
    if (!(await requeueJob(db, row.id, token, message, Date.now() + wait))) return letGo(row.id);
    pushes.now();
    throw new RetryLater(message);
  }

  return {
    async runTry(id: string, kind: string, info: TryInfo) {
      const definition = definitions.get(kind);
      if (!definition) return;
      if (closing) throw new RetryLater(JOB_FAILURES.shutdown);
      const token = randomUUID();
      const now = Date.now();
      const leaseMs = timings.leaseMs;
      let row = await claimJob(db, { id, token, now, leaseMs });
      if (!row && info.scheduled) {
        const payload = '{}';
        const job = { id, kind, area: definition.area, startedBy: null, total: null, payload, now };
        row = await insertRunning(db, { ...job, singletonKey: null, runAfter: now, token, leaseMs });
        if (row?.claimed_by !== token) row = undefined;
      }
      if (!row) {
        // Another process's try still holds a live lease: its end is that try's to write.
        if ((await findJob(db, id))?.state === 'running') throw new NotMine();
        return;
      }
      const triesLeft =
        info.lastTry === undefined ? definition.retry.limit + 1 - row.attempts : info.lastTry ? 0 : 1;
      // Its process died on the last try (the embedded engine counts tries in the row).
      if (triesLeft < 0) {
        if (!(await fail(definition, row, token, JOB_FAILURES.lost))) await letGo(row.id);
        return;
      }
      await attempt(definition, row, token, triesLeft === 0);
    },

    async failLost(id: string, error: string) {
      const token = randomUUID();
      const row = await takeLapsed(db, id, token, Date.now());
      const definition = row && definitions.get(row.kind);
      if (row && definition) await fail(definition, row, token, error);
    },

    interruptAll() {
      closing = true;
      for (const controller of running.values()) controller.abort(new JobStopped('shutdown'));
    },
  };
}

function stopReason(err: unknown, signal: AbortSignal): StopReason | null {
  if (err instanceof JobStopped) return err.reason;
  if (signal.aborted && signal.reason instanceof JobStopped) return signal.reason.reason;
  return null;
}

export function parsePayload(text: string | null): JobPayload {
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' ? (value as JobPayload) : {};
}
