import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { ping } from './health.repository.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await ping(db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        reply.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded' as const, database: 'down' as const });
      }
    },
  );
};
