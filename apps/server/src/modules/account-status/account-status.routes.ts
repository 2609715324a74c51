import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { statusInfo } from './account-status.service.ts';

export const accountStatusRoutes = ({ db }: Deps) =>
  handlers({
    'POST /subscriber/userstatusInfo': ({ auth }) => statusInfo(db, auth.userId),
  });
