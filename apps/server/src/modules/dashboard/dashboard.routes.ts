import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { analytics } from './dashboard.service.ts';

export const dashboardRoutes = ({ db, config }: Deps) =>
  handlers({
    'GET /dashboard/analytics': () => analytics(db, Date.now(), config.sessionIdleMs),
  });
