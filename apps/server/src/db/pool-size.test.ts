import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let token: string;

// Only PostgreSQL has a pool: the embedded database is one connection in the process.
describe.skipIf(!onPostgres)(
  'a PostgreSQL pool of DB_POOL_SIZE connections, waited for DB_POOL_WAIT_MS',
  () => {
    beforeAll(async () => {
      t = await startTestApp({ DB_POOL_SIZE: '1', DB_POOL_WAIT_MS: '300' });
      token = await t.signIn('sam');
    });
    afterAll(() => t.close());

    const preferences = () => t.api('GET', 'preferences', undefined, { token });

    it('answers 503 with its code once its only connection stays busy past the wait, then serves again', async () => {
      expect((await preferences()).statusCode).toBe(200);
      let waited = 0;
      const busy = await t.db.transaction().execute(async () => {
        // The pool's one connection is this transaction's: a request waits for it, then gives up.
        const asked = Date.now();
        const res = await preferences();
        waited = Date.now() - asked;
        return res;
      });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ status: '503', code: 'DATABASE_UNAVAILABLE' });
      expect(busy.headers['retry-after']).toBeDefined();
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(3_000);

      // Free again: the next call is served, and nothing was held half-done.
      expect((await preferences()).statusCode).toBe(200);
    });
  },
);
