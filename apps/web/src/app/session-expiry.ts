import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { setSessionExpiredHandler } from '../lib/api.ts';
import type { LoginNotice } from '../lib/login-notice.ts';
import { clearSession } from '../lib/session.ts';
import { safeReturnTo } from '../lib/session-check.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A token the server no longer accepts ends the tab's session: clear it, forget the cached
 * data of that user, and ask for a sign-in that returns to where the user was.
 */
export function handleSessionExpiry(router: Router, queryClient: QueryClient): void {
  setSessionExpiredHandler((message) => {
    const here = safeReturnTo(window.location.pathname + window.location.search);
    clearSession();
    queryClient.clear();
    const target =
      here && !here.startsWith('/auth/') ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(here)}` : LOGIN_PATH;
    const state: LoginNotice = { notice: message };
    void router.navigate(target, { replace: true, state });
  });
}
