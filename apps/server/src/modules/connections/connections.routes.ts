import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionRemoveSchema,
  connectionRequestSchema,
  connectionRespondSchema,
  connectionsResponseSchema,
  okResponseSchema,
  pendingFromRequestSchema,
  pendingFromResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
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
        summary: "The caller's accepted connections",
        response: { 200: connectionsResponseSchema },
      },
    },
    async (request) => ({
      ...ok,
      connections: await service.listConnections(deps, requireAuth(request.auth)),
    }),
  );

  app.post(
    '/connections/request',
    {
      ...route,
      schema: {
        tags,
        summary: 'Ask another subscriber to connect',
        body: connectionRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await service.requestConnection(deps, requireAuth(request.auth), request.body, clientOf(request));
      return ok;
    },
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
