import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobParamsSchema, jobResponseSchema } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { cancelJob, viewJob, type Viewer } from './jobs.service.ts';

const viewerOf = (app: FastifyInstance, request: FastifyRequest): Viewer => {
  const auth = requireAuth(request.auth);
  return { auth, grantKeys: () => app.grantKeys(auth) };
};

/** Background jobs: their state and progress, for whoever started them or holds their area's grant. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  const config = { access: 'signed-in' as const };
  const tags = ['jobs'];

  app.get(
    '/jobs/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'A job’s state and progress (404 JOB_NOT_FOUND unless you started it or hold its area’s grant)',
        params: jobParamsSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (request) => viewJob({ db, viewer: viewerOf(app, request), id: request.params.id }),
  );

  app.post(
    '/jobs/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a job: a queued one never runs, a running one stops before its next item',
        params: jobParamsSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (request) => cancelJob({ db, jobs, viewer: viewerOf(app, request), id: request.params.id }),
  );
};
