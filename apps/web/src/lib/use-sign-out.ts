import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { call } from './api.ts';
import { i18n } from './i18n/i18n.ts';
import type { LoginNotice } from './login-notice.ts';
import { clearSession } from './session.ts';

/**
 * Logout: revoke the token on the server, clear the tab's session and cached data,
 * then go to the login page and say it worked. A server that cannot be reached must not keep
 * anyone signed in on this device, so the local part happens regardless.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await call('POST /logout');
    } catch {
      // Already expired or unreachable: the token dies with the local session below either way.
    }
    clearSession();
    queryClient.clear();
    setPending(false);
    const state: LoginNotice = { notice: i18n.t('login.signedOut') };
    void navigate(LOGIN_PATH, { replace: true, state });
  }, [navigate, queryClient]);

  return { signOut, pending };
}
