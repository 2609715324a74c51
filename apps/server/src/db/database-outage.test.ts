import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@fieldhouse/contract';
import { CLEANUP_JOB } from '../modules/cleanup/cleanup.job.ts';
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy.ts';
import { onPostgres, startTestApp, type TestApp } from '../test/harness.ts';
import { openSignedInLive } from '../test/live-client.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const RECOVERY_MS = 15_000;

let proxy: DatabaseProxy;
let t: TestApp;
let baseUrl: string;
let token: string;

// Only PostgreSQL is a server that can go away; the embedded database is a file in the process.
describe.skipIf(!onPostgres)('when PostgreSQL goes away', () => {
  beforeAll(async () => {
    proxy = await startDatabaseProxy(postgresUrl);
    t = await startTestApp({}, { reachDatabase: (url) => proxy.through(url) });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    token = await t.signIn('sam');
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const preferences = () => t.api('GET', 'preferences', undefined, { token });

  /** Calls until one succeeds; every failure on the way must be the 503 that says to wait. */
  async function recovered() {
    const until = Date.now() + RECOVERY_MS;
    for (;;) {
      const res = await preferences();
      if (res.statusCode === 200) return;
      expect(res.json()).toMatchObject({ status: '503', code: 'DATABASE_UNAVAILABLE' });
      if (Date.now() > until) throw new Error(`still ${res.statusCode} after ${RECOVERY_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Queries, the live channel (LISTEN and its fan-out) and the jobs all work again. */
  async function everythingWorks() {
    const live = await openSignedInLive(baseUrl, token);
    const until = Date.now() + RECOVERY_MS;
    // The listening connection comes back on its own schedule: save until a push arrives.
    for (;;) {
      const saved = await t.api('PUT', 'preferences', DEFAULT_PREFERENCES, { token });
      expect(saved.statusCode).toBe(200);
      const pushed = await live.next('preferences').then(
        () => true,
        () => false,
      );
      if (pushed) break;
      if (Date.now() > until) throw new Error('no live push after the database came back');
    }
    live.close();
    const job = await t.app.jobs.enqueue(CLEANUP_JOB, {});
    expect(await t.waitForJob(job)).toMatchObject({ state: 'completed' });
  }

  it('stays up when every connection of the app is ended, and recovers by itself', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1) and pid <> pg_backend_pid()',
      [proxy.upstreamPorts()],
    );
    await admin.end();
    // The pool, the listening connection and the job queue's pool.
    expect(rowCount).toBeGreaterThanOrEqual(3);

    await recovered();
    await everythingWorks();
  });

  it('answers 503 with a code while the database is away, and recovers when it is back', async () => {
    await proxy.stop();
    const res = await preferences();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryAfter: 5 });
    expect(res.headers['retry-after']).toBe('5');
    expect((await t.api('GET', 'health')).statusCode).toBe(503);

    await proxy.start();
    await recovered();
    await everythingWorks();
  });
});
