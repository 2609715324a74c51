import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { POSTGRES_CLIENT_SETTINGS, currentSchema, type Db } from '../../db/connect.ts';
import { orphanedFetches, through } from './pg-boss.repository.ts';
import { lapsedLeases, requeueLapsed } from './leases.repository.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import { JOB_FAILURES } from './runner.ts';
import { DEFAULT_MAX_RUN_MS, NotMine, RetryLater, logBrokenTry } from './types.ts';
import type { JobDefinition, JobEngine, JobTimings, TryRunner } from './types.ts';

type Options = { db: Db; databaseUrl: string; log: FastifyBaseLogger; timings: JobTimings };

/** pg-boss reads its time limits in seconds and refuses a day or more. */
const MAX_EXPIRE_SECONDS = 23 * 3600;

/** pg-boss's own settings for a kind: its tries and back-off, and a time limit past ours. */
function sendOptions(d: JobDefinition) {
  const maxRunSeconds = Math.ceil((d.maxRunMs ?? DEFAULT_MAX_RUN_MS) / 1000);
  return {
    retryLimit: d.retry.limit,
    retryDelay: Math.max(1, Math.round(d.retry.backoffMs / 1000)),
    retryBackoff: true,
    expireInSeconds: Math.min(maxRunSeconds + 60, MAX_EXPIRE_SECONDS),
  };
}

/**
 * pg-boss keeps its tables in a schema of its own beside ours (`pgboss` for `public`), so apps
 * on different schemas of one database — as the tests run — keep separate queues.
 */
export const bossSchemaFor = (schema: string) => (schema === 'public' ? 'pgboss' : `${schema}_pgboss`);

async function bossSchemaOf(db: Db): Promise<string> {
  return bossSchemaFor((await currentSchema(db)) ?? 'public');
}

/**
 * PostgreSQL's queue: pg-boss claims with SKIP LOCKED (safe with many processes), retries with
 * back-off, delays starts and runs cron schedules. Our loop fetches and completes each try itself,
 * so a try's outcome is written before the process lets go of its connections. A try whose
 * process died stops renewing its lease in our row; any process then fails it in pg-boss, which
 * retries it or gives up as the kind's tries allow. So is a try fetched by a process that died
 * before it claimed our row: after a lease, not after pg-boss's own expiry.
 */
export function createPgBossEngine({ db, databaseUrl, log, timings }: Options): JobEngine {
  // Made at start, not here: the app must build while the database is down (health says so).
  let instance: PgBoss | null = null;
  const started = () => {
    if (!instance) throw new Error('The job runner has not started yet');
    return instance;
  };
  let definitions: JobDefinition[] = [];
  const busy = new Map<string, number>();
  const tries = new Set<Promise<void>>();
  let loop: PollLoop | null = null;
  let reaper: NodeJS.Timeout | undefined;
  let turn = 0;
  let bossSchema = '';

  function launch(runner: TryRunner, kind: string, job: PgBoss.JobWithMetadata<{ scheduled?: boolean }>) {
    busy.set(kind, (busy.get(kind) ?? 0) + 1);
    const info = { lastTry: job.retryCount >= job.retryLimit, scheduled: job.data?.scheduled === true };
    const done = runner
      .runTry(job.id, kind, info)
      .then(
        () => started().complete(kind, job.id),
        (err: unknown) => {
          if (err instanceof NotMine) return;
          logBrokenTry(log, err, job.id);
          // Only the reader's words go to pg-boss: no stack, nothing secret.
          const message = err instanceof RetryLater ? err.message : JOB_FAILURES.unexpected;
          return started().fail(kind, job.id, { message });
        },
      )
      .catch((err: unknown) => log.error({ err, jobId: job.id }, 'jobs: pg-boss did not take a try’s end'))
      .finally(() => {
        busy.set(kind, (busy.get(kind) ?? 1) - 1);
        tries.delete(done);
        loop?.wake();
      });
    tries.add(done);
  }

  async function take(runner: TryRunner): Promise<boolean> {
    const open = definitions.filter((d) => (busy.get(d.kind) ?? 0) < (d.concurrency ?? 1));
    // Round robin, so one busy kind does not starve the others.
    for (let i = 0; i < open.length; i++) {
      const kind = open[(turn + i) % open.length]?.kind ?? '';
      const [job] = await started().fetch<{ scheduled?: boolean }>(kind, {
        batchSize: 1,
        includeMetadata: true,
      });
      if (job) {
        turn = (turn + i + 1) % open.length;
        launch(runner, kind, job);
        return true;
      }
    }
    return false;
  }

  async function reap(runner: TryRunner) {
    const boss = started();
    const now = Date.now();
    for (const { id, kind } of await lapsedLeases(db, now)) {
      if (!definitions.some((d) => d.kind === kind)) continue;
      await boss.fail(kind, id, { message: JOB_FAILURES.lost });
      const job = await boss.getJobById(kind, id, { includeArchive: true });
      if (job?.state === 'active') continue;
      if (job?.state === 'created' || job?.state === 'retry')
        await requeueLapsed(db, id, JOB_FAILURES.lost, now);
      else await runner.failLost(id, JOB_FAILURES.lost);
    }
    // Fetched but never claimed: pg-boss would wait for its own expiry (the kind's time limit).
    const kinds = definitions.map((d) => d.kind);
    for (const { id, kind } of await orphanedFetches(db, { bossSchema, kinds, leaseMs: timings.leaseMs })) {
      log.warn({ jobId: id, kind }, 'jobs: a try fetched by a process that stopped goes back to the queue');
      await boss.fail(kind, id, { message: JOB_FAILURES.lost });
      const job = await boss.getJobById(kind, id, { includeArchive: true });
      if (job?.state === 'failed') await runner.failLost(id, JOB_FAILURES.lost);
    }
  }

  return {
    async start(kinds, runner) {
      definitions = kinds;
      if (!instance) {
        bossSchema = await bossSchemaOf(db);
        // Loaded here, so a server on the embedded database never holds pg-boss in memory.
        const { default: Boss } = await import('pg-boss');
        instance = new Boss({
          connectionString: databaseUrl,
          schema: bossSchema,
          max: 3,
          application_name: 'fieldhouse-jobs',
          // pg-boss hands these to its own pool.
          ...POSTGRES_CLIENT_SETTINGS,
        });
        instance.on('error', (err) => log.error({ err }, 'jobs: pg-boss reported an error'));
      }
      const boss = instance;
      await boss.start();
      for (const d of kinds) {
        await boss.createQueue(d.kind);
        if (d.schedule) await boss.schedule(d.kind, d.schedule.cron, { scheduled: true }, sendOptions(d));
        else await boss.unschedule(d.kind);
      }
      loop ??= startPollLoop({ log, take: () => take(runner), idleMs: async () => timings.pollMs });
      clearInterval(reaper);
      reaper = setInterval(
        () => {
          reap(runner).catch((err: unknown) => log.error({ err }, 'jobs: taking back lost tries failed'));
        },
        Math.max(200, timings.leaseMs / 2),
      );
      reaper.unref();
    },
    async enqueue(trx, { id, definition, runAfter }) {
      const options = { ...sendOptions(definition), id, startAfter: new Date(runAfter), db: through(trx) };
      await started().send(definition.kind, {}, options);
    },
    async cancel({ id, kind }) {
      await started().cancel(kind, id);
    },
    wake: () => loop?.wake(),
    async pause() {
      clearInterval(reaper);
      await loop?.stop();
      loop = null;
    },
    async stop() {
      await Promise.allSettled([...tries]);
      await instance?.stop({ graceful: false, close: true });
    },
  };
}
