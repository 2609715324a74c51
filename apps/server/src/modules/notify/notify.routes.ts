import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataRequestSchema,
  notifyListResponseSchema,
  notifySeenRequestSchema,
  okResponseSchema,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import type { LiveBus } from '../../platform/live/bus.ts';
import { countUnseen, listNotifications } from '../../platform/notifications.repository.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './notify.repository.ts';

export const notifyRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveBus }> = async (app, { db, live }) => {
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
      const [notification, unseen] = await Promise.all([
        listNotifications(db, auth.userId),
        countUnseen(db, auth.userId),
      ]);
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
      // The user's other open consoles update their bell.
      await live.publish(db, { t: 'unseen', userId: auth.userId });
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
      const { userId } = requireAuth(request.auth);
      await repo.markAllSeen(db, userId);
      await live.publish(db, { t: 'unseen', userId });
      return { status: '200' as const };
    },
  );
};
