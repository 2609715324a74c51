import { jobParamsSchema, jobResponseSchema } from '../jobs.ts';
import { defineEndpoints } from './define.ts';

const jobs = {
  access: 'signed-in',
  tag: 'jobs',
  params: jobParamsSchema,
  response: jobResponseSchema,
} as const;

/** Background jobs, for whoever started them or holds an action of their area. */
export const jobEndpoints = defineEndpoints({
  'GET /jobs/:id': {
    ...jobs,
    summary:
      'A job’s state and progress (404 JOB_NOT_FOUND unless you started it or hold an action of its area)',
  },
  'POST /jobs/:id/cancel': {
    ...jobs,
    summary: 'Cancel a job: a queued one never runs, a running one stops before its next item',
  },
});
