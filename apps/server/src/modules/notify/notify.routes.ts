import { handlers } from '../../platform/endpoints.ts';
import { notFound } from '../../platform/errors.ts';
import {
  countUnseen,
  listNotifications,
  notificationHistory,
} from '../../platform/notifications.repository.ts';
import type { Deps } from '../../platform/request-context.ts';
import * as repo from './notify.repository.ts';

export const notifyRoutes = ({ db, live }: Deps) =>
  handlers({
    'POST /notify/list': async ({ auth }) => {
      const [notification, unseen] = await Promise.all([
        listNotifications(db, auth.userId),
        countUnseen(db, auth.userId),
      ]);
      return { notification, unseen };
    },
    'GET /notifications': ({ auth, query }) => notificationHistory(db, auth.userId, query),
    'POST /notify/seen': async ({ auth, body }) => {
      if (!(await repo.markSeen(db, auth.userId, body.id))) {
        throw notFound('That notification does not exist.');
      }
      // The user's other open consoles update their bell.
      await live.publish(db, { t: 'unseen', userId: auth.userId });
      return {};
    },
    'POST /notify/seen-all': async ({ auth: { userId } }) => {
      await repo.markAllSeen(db, userId);
      await live.publish(db, { t: 'unseen', userId });
      return {};
    },
  });
