import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserStatus } from '@fieldhouse/contract';
import { useSession } from '../use-session.ts';

/**
 * Keeps this tab's live channel open while someone is signed in (past the phone code and any
 * one-time password), and feeds what arrives into the query cache. It reconnects by itself; a
 * refused token stops it, and the next API call then shows the session as ended. The socket code
 * loads only once someone signs in, so the sign-in page does not carry it.
 */
export function useLiveChannel(): void {
  const { token, userStatus, mustChangePassword } = useSession();
  const queryClient = useQueryClient();
  // The server refuses the channel until the phone is verified and a one-time password replaced.
  const listening =
    Boolean(token) && userStatus !== String(UserStatus.phoneNotVerified) && !mustChangePassword;

  useEffect(() => {
    if (!listening || !token) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import('./open-live-socket.ts').then(({ openLiveSocket }) => {
      if (!cancelled) close = openLiveSocket(token, queryClient);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [listening, token, queryClient]);
}
