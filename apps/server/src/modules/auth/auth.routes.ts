import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, okResponseSchema } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth.ts';
import { revokeSession, type SessionLifetimes } from '../../platform/sessions.ts';
import { login } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; lifetimes: SessionLifetimes }> = async (
  app,
  { db, lifetimes },
) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in by user name or mobile number',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) =>
      login(
        db,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, menuId: request.menuId },
        lifetimes,
      ),
  );

  app.post(
    '/logout',
    {
      // A new account still verifying its phone may sign out too.
      config: { access: 'phone-verification' },
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: okResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, auth.sessionId);
        await audit(trx, { userId: auth.userId, action: 'logout', menuId: request.menuId, ip: request.ip });
      });
      return { status: '200' as const };
    },
  );
};
