import type { Db } from '../../db/connect.ts';
import { pendingMigrations, type Migrations } from '../../db/migrate.ts';
import { handlers } from '../endpoints.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { ping } from './health.repository.ts';

type Parts = { db: Db; jobs: Pick<Jobs, 'running'>; migrations: readonly Migrations[] };

/** Seconds a balancer may wait before asking again (the Retry-After of a 503). */
const RETRY_SECONDS = '5';

const notReady = (
  code: 'DATABASE_UNAVAILABLE' | 'MIGRATIONS_PENDING' | 'JOBS_NOT_RUNNING',
  message: string,
) => new AppError(503, code, message, undefined, { 'retry-after': RETRY_SECONDS });

/**
 * The probes of a load balancer or orchestrator: `live` only says the process answers; `ready`
 * checks, in this order, that the database answers, that it has every migration this version has,
 * and that the job engine runs; the first that is not names itself in the 503's code.
 */
export const healthHandlers = ({ db, jobs, migrations }: Parts) =>
  handlers({
    'GET /health/live': async () => ({}),

    'GET /health/ready': async ({ request }) => {
      try {
        await ping(db);
      } catch (err) {
        request.log.warn({ reason: (err as Error).message }, 'not ready: the database does not answer');
        throw notReady('DATABASE_UNAVAILABLE', 'The database is not answering right now.');
      }
      const pending = await pendingMigrations(db, migrations);
      if (pending.length > 0) {
        request.log.warn({ pending }, 'not ready: migrations are pending');
        throw notReady(
          'MIGRATIONS_PENDING',
          `The database lacks ${pending.length} migration(s) of this version: run npm run migrate.`,
        );
      }
      if (!jobs.running())
        throw notReady('JOBS_NOT_RUNNING', 'The job engine of this process is not running.');
      return { database: 'ok' as const, migrations: 'ok' as const, jobs: 'ok' as const };
    },
  });
