import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderCall = { at: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A status code, optionally with a JSON body; `delayMs` holds the answer back; `drop` hangs up instead. */
export type ProviderAnswer = { status: number; body?: unknown; delayMs?: number; drop?: boolean };

/**
 * A stand-in SMS provider on 127.0.0.1. `answers` are used in turn (the last one repeats).
 */
export async function startFakeProvider() {
  const calls: ProviderCall[] = [];
  let answers: ProviderAnswer[] = [{ status: 200 }];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      calls.push({
        at: Date.now(),
        headers: req.headers,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { status: 200 };
      const body = answer.body ?? { id: `msg-${calls.length}`, status: 'queued' };
      setTimeout(() => {
        if (answer.drop) req.socket.destroy();
        else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    calls,
    answer(next: ProviderAnswer[]) {
      answers = next;
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
