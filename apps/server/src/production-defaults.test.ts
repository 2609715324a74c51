import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ROLES, UserStatus, XSRF_COOKIE } from '@fieldhouse/contract';
import { createAdministrator } from './admin/create-administrator.ts';
import { loadConfig } from './config.ts';
import { roleIds } from './db/seed/base.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, refuseOpenDemo } from './db/seed/demo.ts';
import { generateSubscribers } from './db/seed/fake-subscribers.ts';
import { hashPassword } from './platform/passwords.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

describe('demo data stays on this machine', () => {
  it('refuses demo mode or demo data on a non-loopback HOST unless allowed', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: demo mode and demo data .* are refused/);
    expect(() => loadConfig({ APP_MODE: 'production', SEED_DEMO: 'true', HOST: '10.1.2.3' })).toThrow(
      /ALLOW_DEMO_BEYOND_LOOPBACK/,
    );
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEMO_BEYOND_LOOPBACK: 'true' }).mode).toBe('demo');
    for (const host of ['localhost', '127.0.0.1', '::1'])
      expect(loadConfig({ HOST: host }).mode).toBe('demo');
    expect(loadConfig({ APP_MODE: 'production', HOST: '0.0.0.0' }).seedDemo).toBe(false);
  });

  it('will not listen beyond loopback on a database whose demo accounts take the public password', async () => {
    const t = await startTestApp();
    try {
      const open = loadConfig({ APP_MODE: 'production', HOST: '0.0.0.0' });
      expect(await refuseOpenDemo(open, t.db)).toMatch(/demo accounts whose password is public/);
      expect(await refuseOpenDemo(loadConfig({ APP_MODE: 'production' }), t.db)).toBeNull();

      const changed = await hashPassword(`${DEMO_PASSWORD}-changed`);
      await t.db.updateTable('users').set({ password_hash: changed }).execute();
      expect(await refuseOpenDemo(open, t.db)).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('generated demo people', () => {
  it('keep the server on this machine while any of them takes the public password, the named ones changed', async () => {
    const t = await startTestApp();
    try {
      const open = loadConfig({ APP_MODE: 'production', HOST: '0.0.0.0' });
      const changed = await hashPassword(`${DEMO_PASSWORD}-changed`);
      await t.db
        .updateTable('users')
        .set({ password_hash: changed })
        .where(
          'user_name',
          'in',
          DEMO_ACCOUNTS.map((a) => a.userName),
        )
        .execute();
      // The demo seed's generated subscribers still sign in with the demo password.
      const generated = await t.db
        .selectFrom('users')
        .select(['user_name', 'status'])
        .where('demo', '=', 1)
        .where('password_hash', '!=', changed)
        .where('status', '=', UserStatus.active)
        .where('user_name', 'like', '%.%')
        .executeTakeFirstOrThrow();
      const signIn = await t.api('POST', 'login', { username: generated.user_name, password: DEMO_PASSWORD });
      expect(signIn.json(), JSON.stringify(generated)).toMatchObject({ status: '200' });
      expect(await refuseOpenDemo(open, t.db)).toMatch(/demo accounts whose password is public/);

      // So do people `npm run seed -- --subscribers N` adds later.
      await t.db.updateTable('users').set({ password_hash: changed }).execute();
      expect(await refuseOpenDemo(open, t.db)).toBeNull();
      const roles = await roleIds(t.db);
      await generateSubscribers(t.db, {
        count: 3,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        roleId: roles.subscriber,
        sportIds: [],
        seed: 11,
      });
      expect(await refuseOpenDemo(open, t.db)).toMatch(/demo accounts whose password is public/);
    } finally {
      await t.close();
    }
  });
});

describe('a production installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { APP_MODE: 'production', PUBLIC_URL: 'https://club.example.org' },
      { seed: 'base' },
    );
  });
  afterAll(() => t.close());

  it('has the roles, the menu and the lookups, and nobody to sign in as', async () => {
    const roles = await t.db.selectFrom('roles').select('name').execute();
    expect(roles.map((r) => r.name).sort()).toEqual(
      Object.values(SEEDED_ROLES)
        .map((r) => r.name)
        .sort(),
    );
    const lookups = await t.api('POST', 'subscriber/init', {});
    expect(lookups.json().sports.length).toBeGreaterThan(0);
    expect(lookups.json().countries.length).toBeGreaterThan(0);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('gets a first Super Admin whose one-time password must be changed before anything else', async () => {
    const { password } = await createAdministrator(t.db, { userName: 'ops_lead', mobile: '+44 7700 900555' });
    const signIn = await t.api('POST', 'login', { username: 'ops_lead', password });
    expect(signIn.json()).toMatchObject({ status: '200', role: 'Super Admin', mustChangePassword: true });
    const token = signIn.json<{ token: string }>().token;

    const menu = () => t.api('POST', 'menu', { data: 'menu' }, { token });
    expect((await menu()).json()).toMatchObject({ status: '403', code: 'PASSWORD_CHANGE_REQUIRED' });

    const newPassword = 'Ours now 42 orchard';
    const change = await t.api(
      'POST',
      'subscriber/password',
      { currentPassword: password, newPassword },
      { token },
    );
    expect(change.statusCode).toBe(200);
    expect((await menu()).json().menu.length).toBeGreaterThan(0);
    const again = await t.api('POST', 'login', { username: 'ops_lead', password: newPassword });
    expect(again.json().mustChangePassword).toBeUndefined();
  });

  it('serves no API reference', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(404);
    expect(docs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
  });

  it('sends the anti-forgery cookie Secure when PUBLIC_URL is https', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.cookies.find((c) => c.name === XSRF_COOKIE)).toMatchObject({ secure: true });
  });
});
