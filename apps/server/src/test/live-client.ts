import WebSocket from 'ws';
import type { LiveServerMessage } from '@fieldhouse/contract';

export type LiveTestClient = {
  /** Resolves with the first message (already received or still to come) that matches. */
  next<T extends LiveServerMessage['type']>(
    type: T,
    match?: (m: Extract<LiveServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<LiveServerMessage, { type: T }>>;
  received: LiveServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send(data: string): void;
  close(): void;
};

const WAIT_MS = 5_000;

/**
 * A console's live channel, as the browser opens it: connect, then sign in with the first message
 * (`null`: send none).
 */
export function openLive(
  baseUrl: string,
  firstMessage: unknown,
  headers: Record<string, string> = {},
): LiveTestClient {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v1/live`, { headers });
  const received: LiveServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('open', () => {
    if (firstMessage === null) return;
    socket.send(typeof firstMessage === 'string' ? firstMessage : JSON.stringify(firstMessage));
  });
  socket.on('message', (raw) => {
    received.push(JSON.parse((raw as Buffer).toString()) as LiveServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  return {
    received,
    closed,
    send: (data) => socket.send(data),
    close: () => socket.close(),
    next(type, match = () => true) {
      type Wanted = Extract<LiveServerMessage, { type: typeof type }>;
      const find = () => received.find((m): m is Wanted => m.type === type && match(m as Wanted));
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no "${type}" message within ${WAIT_MS} ms; got ${JSON.stringify(received)}`));
        }, WAIT_MS);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** Opens a channel signed in with `token` and waits until the server says it is listening. */
export async function openSignedInLive(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<LiveTestClient> {
  const client = openLive(baseUrl, { type: 'auth', token }, headers);
  await client.next('ready');
  return client;
}
