import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserStatus } from '@fieldhouse/contract';
import { useSession } from '../use-session.ts';

/**
 * Keeps this tab's live channel open while someone is signed in (and past the phone code), and
 * feeds what arrives into the query cache. It reconnects by itself; a refused token stops it, and
 * the next API call then shows the session as ended. The socket code loads only once someone
 * signs in, so the sign-in page does not carry it.
 */
export function useLiveChannel(): void {
  const { token, userStatus } = useSession();
  const queryClient = useQueryClient();
  const listening = Boolean(token) && userStatus !== String(UserStatus.phoneNotVerified);

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
