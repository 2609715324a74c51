import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderCall = { at: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A status code, optionally with a JSON body; `delayMs` holds the answer back; `drop` hangs up instead. */
export type ProviderAnswer = { status: number; body?: unknown; delayMs?: number; drop?: boolean };

/** How to answer a call, knowing how many tries of the same text (its `reference`) came so far, this one included. */
export type AnswerRule = (call: ProviderCall, tries: number) => ProviderAnswer;

/**
 * A stand-in SMS provider on 127.0.0.1 (the tests' and the fault scripts'). `answers` are used in
 * turn (the last one repeats), or a rule picks each answer; `refuse` stops listening, so tries
 * meet a refused connection, until `accept` listens again on the same port.
 */
export async function startFakeProvider() {
  const calls: ProviderCall[] = [];
  const tries = new Map<string, number>();
  let answers: ProviderAnswer[] | AnswerRule = [{ status: 200 }];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const call = {
        at: Date.now(),
        headers: req.headers,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      };
      calls.push(call);
      const reference = String(call.body.reference);
      tries.set(reference, (tries.get(reference) ?? 0) + 1);
      const answer =
        typeof answers === 'function'
          ? answers(call, tries.get(reference) ?? 1)
          : (answers[Math.min(calls.length - 1, answers.length - 1)] ?? { status: 200 });
      const body = answer.body ?? { id: `msg-${calls.length}`, status: 'queued' };
      setTimeout(() => {
        if (answer.drop) req.socket.destroy();
        else if (!res.destroyed)
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, answer.delayMs ?? 0);
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    calls,
    /** How many tries of each text (by reference) came. */
    tries,
    answer(next: ProviderAnswer[] | AnswerRule) {
      answers = next;
      calls.length = 0;
      tries.clear();
    },
    refuse: close,
    accept: () => listen(port),
    close,
  };
}
