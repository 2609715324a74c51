import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { outboxPage } from './sms.service.ts';

export const smsRoutes = ({ db }: Deps) =>
  handlers({
    'GET /sms/outbox': ({ query }) => outboxPage(db, query),
  });
