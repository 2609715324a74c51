import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataRequestSchema,
  notifyListResponseSchema,
  notifySeenRequestSchema,
  okResponseSchema,
  type Notification,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './notify.repository.ts';

export const notifyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/notify/list',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's newest notifications",
        body: dataRequestSchema,
        response: { 200: notifyListResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const [rows, unseen] = await Promise.all([
        repo.listNotifications(db, auth.userId),
        repo.countUnseen(db, auth.userId),
      ]);
      const notification: Notification[] = rows.map((r) => ({
        id: r.id,
        from_id: r.from_id,
        full_name: r.full_name,
        message: { msg: r.message },
        date_time: new Date(r.created_at).toISOString(),
        seen_status: r.seen_at === null ? '0' : '1',
      }));
      return { status: '200' as const, notification, unseen };
    },
  );

  app.post(
    '/notify/seen',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification seen',
        body: notifySeenRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      if (!(await repo.markSeen(db, auth.userId, request.body.id))) {
        throw notFound('That notification does not exist.');
      }
      return { status: '200' as const };
    },
  );

  app.post(
    '/notify/seen-all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification seen',
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await repo.markAllSeen(db, requireAuth(request.auth).userId);
      return { status: '200' as const };
    },
  );
};
