import type { Action, AreaKey } from '@fieldhouse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';

/** What a job is given to work on: JSON, kept in its row until the job ends. Ids, not secrets, where possible. */
export type JobPayload = Record<string, unknown>;

/**
 * `limit` tries after the first; the n-th retry waits about `backoffMs * 2^(n-1)`. On PostgreSQL
 * pg-boss counts the wait in whole seconds (at least one) and adds up to as much again at random.
 */
export type RetryPolicy = { limit: number; backoffMs: number };

export type JobContext<P extends JobPayload> = {
  id: string;
  kind: string;
  payload: P;
  /** This try's number, from 1. */
  attempt: number;
  startedBy: number | null;
  db: Db;
  log: FastifyBaseLogger;
  /** Aborted when the job is cancelled, the server shuts down, or the try outlives `maxRunMs`. */
  signal: AbortSignal;
  /** Whether someone cancelled the job (read from its row). */
  cancelled(): Promise<boolean>;
  /** Records progress. Call it per batch of work, not per row: each call writes the job's row. */
  progress(done: number, total?: number): Promise<void>;
  /**
   * Runs `item(index, trx)` for every index from the job's `done` up to `total`. Each item's effect
   * and the advance of `done` commit in one transaction, so a try that dies part-way loses nothing
   * and repeats nothing: the next try starts at `done`. A cancelled job stops before its next item.
   * `batchSize` items share one transaction.
   */
  eachItem(
    total: number,
    item: (index: number, trx: Transaction<Database>) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
};

export type JobSchedule = {
  /** Five-field cron, in UTC. */
  cron: string;
  /** Also queue one as soon as the runner starts (at most one waits at a time). */
  atStart?: boolean;
};

export type JobDefinition<P extends JobPayload = JobPayload> = {
  kind: string;
  /** The registry area the job belongs to. */
  area: AreaKey;
  /**
   * The action that lets staff watch and cancel other people's jobs of this kind; null: nobody's
   * but their own. The starter always may, and the Super Admin may see every job, the system's
   * own (started by nobody) included (modules/jobs).
   */
  managedBy: Action | null;
  retry: RetryPolicy;
  /** A try running longer is told to stop (its signal) and counts as failed. Default one hour. */
  maxRunMs?: number;
  /** Tries of this kind one process runs at once. Default 1. */
  concurrency?: number;
  /** The system starts the job by itself on this schedule, with an empty payload. */
  schedule?: JobSchedule;
  run(ctx: JobContext<P>): Promise<void>;
  /**
   * After the job failed for good (its last try failed, or died) or was cancelled: record or undo what it must,
   * through `db`, the transaction that ends the job (database writes only: if it throws, the job
   * is not ended, and is failed again after its lease).
   */
  onFailed?(failure: { id: string; payload: P; error: string; db: Transaction<Database> }): Promise<void>;
};

/** Declares a kind of job; register it with `jobs.register` before the runner starts. */
export function defineJob<P extends JobPayload>(definition: JobDefinition<P>): JobDefinition {
  // The registry holds every kind at once; each run reads back the payload its own kind queued.
  return definition;
}

/** A failure whose message (a FAILURE_CODES code, or words fit for the reader) becomes the job's `error`. `retry: false` ends the job now. */
export class JobError extends Error {
  readonly retry: boolean;
  constructor(message: string, options: { retry?: boolean } = {}) {
    super(message);
    this.retry = options.retry ?? true;
  }
}

/** Why a try stopped before its work was done. */
export type StopReason = 'cancelled' | 'shutdown' | 'time-limit' | 'lost';

export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
  }
}

export type EnqueueOptions = {
  /** The user whose action started the job: they may watch it, and hear of its progress live. */
  startedBy?: number | null;
  total?: number;
  /** Milliseconds from now before the job may start. */
  startAfter?: number;
  /** While a job of this kind and key waits, queueing another returns the waiting one's id. */
  singletonKey?: string;
  /** Queue within this transaction: the job exists only if it commits. */
  trx?: DbOrTrx;
};

/** What the engine knows about a try it hands out. */
export type TryInfo = {
  /** The engine's own count says this is the last try (pg-boss); otherwise the row's count decides. */
  lastTry?: boolean;
  /** Started by the engine's schedule: the job has no row yet. */
  scheduled?: boolean;
};

/**
 * Runs one try of a job; throws `RetryLater` when the engine should try again after its back-off,
 * and `NotMine` when another try holds the job: the engine must leave the job's entry to that try.
 */
export type RunTry = (id: string, kind: string, info: TryInfo) => Promise<void>;

export class RetryLater extends Error {}

export class NotMine extends Error {}

/** Logs a try that broke: a retry is already in the job's row and NotMine was another's, so only anything else (a bug) is logged. */
export function logBrokenTry(log: FastifyBaseLogger, err: unknown, jobId: string): void {
  if (!(err instanceof RetryLater || err instanceof NotMine)) log.error({ err, jobId }, 'jobs: a try broke');
}

/** What an engine calls back into: one try, and the end of a job whose try died on its last chance. */
export type TryRunner = {
  runTry: RunTry;
  failLost(id: string, error: string): Promise<void>;
};

/** The queue underneath: pg-boss on PostgreSQL, our own table on SQLite. */
export type JobEngine = {
  start(kinds: JobDefinition[], runner: TryRunner): Promise<void>;
  /** Adds the job to the queue in the transaction that inserted its row. */
  enqueue(db: DbOrTrx, job: { id: string; definition: JobDefinition; runAfter: number }): Promise<void>;
  cancel(job: { id: string; kind: string }): Promise<void>;
  /** A job may be due now: look without waiting for the next poll. */
  wake(): void;
  /** Stops handing out tries (tries already started are the runner's to end). */
  pause(): Promise<void>;
  /** After every try has ended: let go of connections and timers. */
  stop(): Promise<void>;
};

export type JobTimings = {
  /** How often an idle process looks for due jobs. */
  pollMs: number;
  /** A running try renews its lease; a lease not renewed for this long means its process is gone. */
  leaseMs: number;
};

export const DEFAULT_TIMINGS: JobTimings = { pollMs: 1_000, leaseMs: 30_000 };
export const DEFAULT_MAX_RUN_MS = 3_600_000;
