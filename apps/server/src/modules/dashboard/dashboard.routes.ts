import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsResponseSchema } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { analytics } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; idleMs: number }> = async (
  app,
  { db, idleMs },
) => {
  app.get(
    '/dashboard/analytics',
    {
      config: { access: { grant: 'dashboard' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Headline figures for the analytics landing page',
        response: { 200: analyticsResponseSchema },
      },
    },
    async () => analytics(db, Date.now(), idleMs),
  );
};
