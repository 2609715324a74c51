import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesResponseSchema, preferencesSchema } from '@fieldhouse/contract';
import type { Deps } from '../../platform/request-context.ts';
import { requireAuth } from '../../platform/auth.ts';
import { getPreferences, putPreferences } from './preferences.service.ts';

/** The caller's own theme settings; there is no way to name another user, so none to read theirs. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const config = { access: 'signed-in' as const };
  const tags = ['preferences'];

  app.get(
    '/preferences',
    {
      config,
      schema: {
        tags,
        summary: "The caller's theme settings (the defaults until first saved)",
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => getPreferences(deps.db, requireAuth(request.auth).userId),
  );

  app.put(
    '/preferences',
    {
      config,
      schema: {
        tags,
        summary: "Replaces the caller's theme settings; every option is sent, each checked",
        body: preferencesSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => putPreferences(deps, requireAuth(request.auth).userId, request.body),
  );
};
