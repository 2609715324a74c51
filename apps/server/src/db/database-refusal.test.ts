import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy.ts';
import { onPostgres, startTestApp, type TestApp } from '../test/harness.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const RECOVERY_MS = 15_000;

/*
 * A PostgreSQL that is up but refuses new connections — a database closed to them
 * (`ALLOW_CONNECTIONS false`, 55000) or every slot taken (53300) — is as unavailable as one
 * restarting. The refusals are the server's own: the proxy sends the app's new connections to a
 * database this test makes in that state (the shared test database itself cannot be altered).
 */
describe.skipIf(!onPostgres)('when PostgreSQL refuses new connections', () => {
  const suffix = randomBytes(4).toString('hex');
  const closed = `fh_refusing_${suffix}`;
  const full = `fh_full_${suffix}`;
  let admin: pg.Client;
  let proxy: DatabaseProxy;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${closed} allow_connections false`);
    await admin.query(`create database ${full} connection limit 0`);
    proxy = await startDatabaseProxy(postgresUrl);
    t = await startTestApp({ LOG_LEVEL: 'warn' }, { reachDatabase: (url) => proxy.through(url) });
    token = await t.signIn('sam');
  });
  afterAll(async () => {
    proxy?.redirect(null);
    await t?.close();
    await proxy?.close();
    await admin.query(`drop database if exists ${closed}`);
    await admin.query(`drop database if exists ${full}`);
    await admin.end();
  });

  const preferences = () => t.api('GET', 'preferences', undefined, { token });

  for (const [what, database] of [
    ['is not accepting connections', () => closed],
    ['has no connection slot left', () => full],
  ] as const) {
    it(`answers 503 DATABASE_UNAVAILABLE with Retry-After while it ${what}, then recovers`, async () => {
      proxy.redirect(database());
      // The pool notices its dropped connections first; every call after opens a new one, refused.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 3; i++) {
        const res = await preferences();
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryAfter: 5 });
        expect(res.headers['retry-after']).toBe('5');
      }
      // A public call fares the same.
      const health = await t.api('GET', 'health');
      expect(health.statusCode).toBe(503);

      proxy.redirect(null);
      const until = Date.now() + RECOVERY_MS;
      for (;;) {
        const again = await preferences();
        if (again.statusCode === 200) break;
        expect(again.statusCode).toBe(503);
        if (Date.now() > until) throw new Error(`still ${again.statusCode} after ${RECOVERY_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  }
});
