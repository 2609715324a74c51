import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connect } from '../../db/connect.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET health', () => {
  it('reports the app and its database up, without a token or anti-forgery header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports 503 when the database cannot be reached, as does ready (DATABASE_UNAVAILABLE); live still answers', async () => {
    const db = connect(t.config);
    // A pool that was never used reopens on demand; one that was used and destroyed stays shut.
    await db.selectFrom('roles').select('id').execute();
    await db.destroy();
    const app = await buildApp({ config: t.config, db, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
      const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: '503', code: 'DATABASE_UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
