import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { countryCodes, directoryPage } from './directory.service.ts';

export const subscriberRoutes = ({ db }: Deps) =>
  handlers({
    'GET /subscribers': async ({ query }) => directoryPage(db, query, await countryCodes(db)),
  });
