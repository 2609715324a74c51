import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONNECTION_ASKS_PER_HOUR,
  connectionRemoveSchema,
  connectionRequestResponseSchema,
  connectionRequestSchema,
  connectionRespondSchema,
  connectionsResponseSchema,
  okResponseSchema,
  pendingFromRequestSchema,
  pendingFromResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { requestConnection } from './connection-request.service.ts';
import * as service from './connections.service.ts';

const ok = { status: '200' as const };

export const connectionsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = { config: { access: 'signed-in' as const } };
  const tags = ['connections'];

  app.get(
    '/connections',
    {
      ...route,
      schema: {
        tags,
        summary: "The caller's connections, and the requests waiting both ways",
        response: { 200: connectionsResponseSchema },
      },
    },
    async (request) => ({ ...ok, ...(await service.listConnections(deps, requireAuth(request.auth))) }),
  );

  app.post(
    '/connections/request',
    {
      ...route,
      schema: {
        tags,
        summary: 'Ask another subscriber, named by exact user name (or id), to connect',
        description: `Limited to ${CONNECTION_ASKS_PER_HOUR} an hour, user names that matched nobody included (429 RATE_LIMITED).`,
        body: connectionRequestSchema,
        response: { 200: connectionRequestResponseSchema },
      },
    },
    async (request) => ({
      ...ok,
      to: await requestConnection(deps, requireAuth(request.auth), request.body, clientOf(request)),
    }),
  );

  app.post(
    '/connections/respond',
    {
      ...route,
      schema: {
        tags,
        summary: 'Accept or decline a request',
        body: connectionRespondSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await service.respond(deps, requireAuth(request.auth), request.body, clientOf(request));
      return ok;
    },
  );

  app.post(
    '/connections/pending-from',
    {
      ...route,
      schema: {
        tags,
        summary: 'Who asks to connect, and as what (for /auth/relation/{from_id})',
        body: pendingFromRequestSchema,
        response: { 200: pendingFromResponseSchema },
      },
    },
    async (request) => service.pendingFromPerson(deps, requireAuth(request.auth), request.body.fromId),
  );

  app.post(
    '/connections/remove',
    {
      ...route,
      schema: {
        tags,
        summary: 'End a connection',
        body: connectionRemoveSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await service.removeConnection(deps, requireAuth(request.auth), request.body, clientOf(request));
      return ok;
    },
  );
};
