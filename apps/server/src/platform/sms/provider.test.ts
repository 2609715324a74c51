import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeProvider } from '../../test/fake-sms-provider.ts';
import { postToProvider } from './provider.ts';

/*
 * A try's time-out must hold even when garbage collection runs while the provider is slow:
 * Node's fetch dropped an abort reaching it through a combined signal after a collection, and a
 * try then waited for the provider's answer however late (seen once in CI under memory pressure).
 */

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => (provider = await startFakeProvider()));
afterAll(() => provider.close());

/** The engine's collector, reachable only once the flag is set (as `node --expose-gc` would). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

it('ends a try at the time-out although garbage is collected while the provider is slow', async () => {
  provider.answer([{ status: 200, delayMs: 3_000 }]);
  const gc = collector();
  const collecting = setInterval(gc, 100);
  try {
    const outcome = await postToProvider(
      { url: provider.url, token: 't', sender: 'Club', timeoutMs: 500 },
      { to: '+447700900123', text: 'Hi' },
      1,
      new AbortController().signal,
    );
    expect(outcome).toEqual({ ok: false, retry: true, error: 'SMS_NO_ANSWER' });
  } finally {
    clearInterval(collecting);
  }
});

it('ends a try when the job stops, with its own reason', async () => {
  provider.answer([{ status: 200, delayMs: 3_000 }]);
  const job = new AbortController();
  setTimeout(() => job.abort(), 100);
  const outcome = await postToProvider(
    { url: provider.url, token: 't', sender: 'Club', timeoutMs: 5_000 },
    { to: '+447700900123', text: 'Hi' },
    2,
    job.signal,
  );
  expect(outcome).toEqual({ ok: false, retry: true, error: 'SMS_STOPPED' });
});
