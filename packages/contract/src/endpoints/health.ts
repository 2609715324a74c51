import { z } from 'zod';
import { ok } from '../common.ts';
import { defineEndpoints } from './define.ts';

const tag = 'health';

/** What `/health/ready` found: each part it checks, all of them ready when it answers 200. */
export const readinessSchema = ok({
  database: z.literal('ok'),
  migrations: z.literal('ok'),
  jobs: z.literal('ok'),
});

/**
 * For a load balancer or an orchestrator, without a session. A part that is not ready answers 503
 * with the code naming it: DATABASE_UNAVAILABLE, MIGRATIONS_PENDING or JOBS_NOT_RUNNING.
 */
export const healthEndpoints = defineEndpoints({
  'GET /health/live': {
    access: 'public',
    tag,
    summary: 'The process answers',
    description: 'Touches nothing else: a failure means the process should be restarted.',
    response: ok({}),
  },
  'GET /health/ready': {
    access: 'public',
    tag,
    summary: 'The process can serve: database reachable, migrations current, job engine running',
    description:
      'Otherwise 503 with the code of the first part not ready: DATABASE_UNAVAILABLE, MIGRATIONS_PENDING (this version has migrations the database lacks) or JOBS_NOT_RUNNING.',
    response: readinessSchema,
  },
});
