import { jobListQuerySchema, jobListResponseSchema, jobParamsSchema, jobResponseSchema } from '../jobs.ts';
import { defineEndpoints } from './define.ts';

const jobs = {
  access: 'signed-in',
  tag: 'jobs',
  params: jobParamsSchema,
  response: jobResponseSchema,
} as const;

/** Background jobs, for whoever started them, staff who manage their kind, and the Super Admin. */
export const jobEndpoints = defineEndpoints({
  'GET /jobs': {
    access: 'signed-in',
    tag: 'jobs',
    summary:
      'The jobs people started, newest first, a page at a time (keyset cursor): your own, or everyone’s with `bulk.jobs` (the Super Admin too)',
    query: jobListQuerySchema,
    response: jobListResponseSchema,
  },
  'GET /jobs/:id': {
    ...jobs,
    summary:
      'A job’s state and progress (404 JOB_NOT_FOUND unless you started it, hold the action that manages its kind, or are the Super Admin; the system’s own jobs are the Super Admin’s alone)',
  },
  'POST /jobs/:id/cancel': {
    ...jobs,
    summary: 'Cancel a job: a queued one never runs, a running one stops before its next item',
  },
});
