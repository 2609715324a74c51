import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_GOING_AWAY, LIVE_SHUTDOWN_REASON } from '@fieldhouse/contract';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';
import { startTestApp, type TestApp } from './test/harness.ts';
import { person } from './test/journeys.ts';
import { openLive, openSignedInLive } from './test/live-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// server.ts shuts down with app.close() and only then db.destroy(); this proves that order works.
describe('graceful shutdown', () => {
  it('lets an in-flight request finish before close resolves, then refuses new connections', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the sign-in inside the server until close has begun.
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith('/api/v1/login')) {
        arrived();
        await held;
      }
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const inFlight = fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=k', 'x-xsrf-token': 'k' },
      body: JSON.stringify({ username: 'sam', password: DEMO_PASSWORD }),
    });
    await arrival;

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { userName: string }).userName).toBe('sam');
    await closing;
    expect(closed).toBe(true);

    // The database is still open for whatever the shutdown does next.
    const session = await t.db.selectFrom('sessions').select('id').executeTakeFirst();
    expect(session).toBeDefined();
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });
});

describe('live sockets at shutdown', () => {
  it('closes every live socket, signed in or not yet, with 1001 and says why', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [a, b] = [await person(t, 'subscriber'), await person(t, 'subscriber')];
    const signedIn = [await openSignedInLive(base, a.token), await openSignedInLive(base, b.token)];
    // Connected, but its sign-in never comes: the server still knows it.
    const anonymous = openLive(base, null);
    await expect.poll(() => app.websocketServer.clients.size).toBe(3);

    await app.close();
    for (const client of [...signedIn, anonymous]) {
      expect(await client.closed).toEqual({ code: LIVE_CLOSE_GOING_AWAY, reason: LIVE_SHUTDOWN_REASON });
    }
  });
});
