import { useEffect, useRef, useState } from 'react';
import { LIVE_TYPING_SHOWN_MS } from '@fieldhouse/contract';
import { onFriendTyping } from '../../lib/live/typing.ts';

type Notice = { at: number; lastReceivedId: number | undefined };

/** Whether the friend is typing now: true for a moment after each notice, false once they send. */
export function useFriendTyping(friendId: string, lastReceivedId: number | undefined): boolean {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [now, setNow] = useState(0);
  const lastReceived = useRef(lastReceivedId);
  useEffect(() => {
    lastReceived.current = lastReceivedId;
  }, [lastReceivedId]);

  useEffect(
    () =>
      onFriendTyping((from) => {
        if (from !== friendId) return;
        const at = Date.now();
        setNotice({ at, lastReceivedId: lastReceived.current });
        setNow(at);
      }),
    [friendId],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNow(Date.now()), LIVE_TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // A message from them since the notice means they stopped typing.
  return (
    notice !== null && notice.lastReceivedId === lastReceivedId && now - notice.at < LIVE_TYPING_SHOWN_MS
  );
}
