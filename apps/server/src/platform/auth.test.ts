import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('access rules', () => {
  it('refuses to register an API route that declares no access rule', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      expect(() => app.post('/api/v1/x', async () => ({ ok: true }))).toThrow(/declares no access rule/);
      expect(() => app.get('/api/v1/y', { config: {} }, async () => ({ ok: true }))).toThrow(
        /no access rule/,
      );
    } finally {
      await app.close();
    }
  });

  it('refuses one registered by a plugin under the API prefix too', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    const reports = async (api: typeof app) => {
      api.get('/reports', async () => ({ secret: true }));
    };
    await expect(app.register(reports, { prefix: '/api/v1' })).rejects.toThrow(
      /GET \/api\/v1\/reports declares no access rule/,
    );
    await app.close().catch(() => {});
  });

  it('allows a route outside the API without one', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      app.get('/robots.txt', async () => 'User-agent: *');
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('guards the HEAD twin of a GET route as well', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/v1/dashboard/analytics' });
    expect(res.statusCode).toBe(401);
  });

  it('follows the grants stored for a role', async () => {
    const coach = await t.signIn('coach');
    const analytics = () => t.api('GET', 'dashboard/analytics', undefined, { token: coach });
    expect((await analytics()).statusCode).toBe(200);

    await t.revokeAction('coach', 'dashboard.view');
    const res = await analytics();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('public routes', () => {
  it.each([
    ['a made-up token', 'made-up'],
    ['a revoked token', 'revoked'],
  ])('still let a caller sign in with %s left in the browser', async (_label, kind) => {
    let token = 'not-a-token';
    if (kind === 'revoked') {
      token = await t.signIn('sam');
      await t.api('POST', 'logout', undefined, { token });
    }
    const res = await t.api('POST', 'login', { username: 'sam', password: DEMO_PASSWORD }, { token });
    expect(res.statusCode).toBe(200);
  });
});

describe('menuID header', () => {
  it.each([
    ['6', 6],
    ['abc', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
  ])('records %s as %s in the audit log', async (header, expected) => {
    await t.api(
      'POST',
      'login',
      { username: 'admin', password: DEMO_PASSWORD },
      { headers: { menuID: header } },
    );
    const row = await t.db
      .selectFrom('audit_log')
      .select('menu_id')
      .where('action', '=', 'login')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.menu_id).toBe(expected);
  });
});
