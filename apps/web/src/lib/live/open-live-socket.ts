import type { QueryClient } from '@tanstack/react-query';
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import {
  API_BASE,
  LIVE_CLOSE_BAD_MESSAGE,
  LIVE_CLOSE_UNAUTHENTICATED,
  LIVE_PATH,
  type LiveServerMessage,
} from '@fieldhouse/contract';
import { applyLiveMessage } from './apply-live-message.ts';
import { setLiveSender } from './typing.ts';

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${API_BASE}${LIVE_PATH}`;
}

// Back off from 1–2 s (spread so a restarted server is not hit by every tab at once) to 30 s.
const RECONNECT = {
  minReconnectionDelay: 1_000 + Math.random() * 1_000,
  maxReconnectionDelay: 30_000,
  reconnectionDelayGrowFactor: 1.6,
  // The sign-in message is sent on each open; nothing else is ever queued.
  maxEnqueuedMessages: 0,
};

/** Opens the reconnecting channel, signs in on every open, and returns how to close it. */
export function openLiveSocket(token: string, queryClient: QueryClient): () => void {
  const socket = new ReconnectingWebSocket(liveUrl(), [], {
    ...RECONNECT,
    // A refused token or message will be refused again: stop instead of retrying.
    shouldReconnectOnClose: (event) =>
      event.code !== LIVE_CLOSE_UNAUTHENTICATED && event.code !== LIVE_CLOSE_BAD_MESSAGE,
  });
  socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  socket.addEventListener('close', () => setLiveSender(null));
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as LiveServerMessage;
    if (message.type === 'ready') setLiveSender((data) => socket.send(data));
    // Whatever happened before the channel was ready (first load, or a drop) was not pushed: read it afresh.
    applyLiveMessage(queryClient, message.type === 'ready' ? { type: 'resync' } : message);
  });
  return () => {
    setLiveSender(null);
    socket.close();
  };
}
