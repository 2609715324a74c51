import WebSocket from 'ws';

/** A console's live channel as the bench drives it: signed in, handing each message to `onMessage`. */
export function openLive(
  port: number,
  token: string,
  onMessage: (m: { type: string } & Record<string, unknown>) => void,
) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`);
  const ready = new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('close', (code) => reject(new Error(`live channel closed with ${code}`)));
    socket.on('message', (raw) => {
      const message = JSON.parse((raw as Buffer).toString()) as { type: string } & Record<string, unknown>;
      if (message.type === 'ready') resolve(socket);
      else onMessage(message);
    });
  });
  return ready;
}

export const XSRF = {
  cookie: 'XSRF-TOKEN=bench',
  'x-xsrf-token': 'bench',
  'content-type': 'application/json',
};

export async function signIn(base: string, username: string) {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: XSRF,
    body: JSON.stringify({ username, password: 'Fieldhouse#2026' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status}`);
  return (await res.json()) as { token: string; subscriberID: string };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
