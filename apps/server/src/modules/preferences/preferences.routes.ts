import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { getPreferences, putPreferences } from './preferences.service.ts';

/** The caller's own theme settings; there is no way to name another user, so none to read theirs. */
export const preferencesRoutes = (deps: Deps) =>
  handlers({
    'GET /preferences': ({ auth }) => getPreferences(deps, auth.userId),
    'PUT /preferences': ({ auth, body }) => putPreferences(deps, auth.userId, body),
  });
