import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const menu = (token?: string) => t.api('POST', 'menu', { data: 'x' }, token ? { token } : {});

async function setSession(token: string, values: { last_used_at?: number; expires_at?: number }) {
  await t.db.updateTable('sessions').set(values).where('token_hash', '=', hashToken(token)).execute();
}

const sessionRow = (token: string) =>
  t.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

describe('sessions', () => {
  it('opens a session with a 12 hour absolute lifetime by default', async () => {
    const row = await sessionRow(await t.signIn('sam'));
    expect(row.expires_at - row.created_at).toBe(12 * 60 * MINUTE);
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const token = await t.signIn('sam');
    const res = await t.api('POST', 'menu', { data: '' }, { headers: { authorization: `bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const token = await t.signIn('sam');
    const out = await t.api('POST', 'logout', undefined, { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: '200' });

    const res = await menu(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: '401', code: 'UNAUTHENTICATED' });
    expect((await t.api('POST', 'logout', undefined, { token })).statusCode).toBe(401);
  });

  it('logs out only the session it was called with', async () => {
    const first = await t.signIn('coach');
    const second = await t.signIn('coach');
    await t.api('POST', 'logout', undefined, { token: first });
    expect((await menu(second)).statusCode).toBe(200);
  });

  it('expires a session idle for 31 minutes', async () => {
    const token = await t.signIn('sam');
    await setSession(token, { last_used_at: Date.now() - 31 * MINUTE });
    const res = await menu(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect(res.json().message).toMatch(/sign in again/i);
  });

  it('keeps a session idle for 29 minutes and renews its idle timer', async () => {
    const token = await t.signIn('sam');
    await setSession(token, { last_used_at: Date.now() - 29 * MINUTE });
    expect((await menu(token)).statusCode).toBe(200);
    expect(Date.now() - (await sessionRow(token)).last_used_at).toBeLessThan(MINUTE);
  });

  it('expires a session past its absolute lifetime even when in use', async () => {
    const token = await t.signIn('sam');
    await setSession(token, { expires_at: Date.now() - 1000 });
    const res = await menu(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a made-up token', 'Bearer not-a-real-token'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic c2FtOnBhc3N3b3Jk'],
    ['a very long token', `Bearer ${'x'.repeat(4000)}`],
  ])('refuses %s with 401', async (_label, authorization) => {
    const res = await t.api(
      'POST',
      'menu',
      { data: 'x' },
      authorization ? { headers: { authorization } } : {},
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses logout without a token', async () => {
    const res = await t.api('POST', 'logout');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('records the logout in the audit log with the menu item', async () => {
    const token = await t.signIn('admin');
    await t.api('POST', 'logout', undefined, { token, headers: { menuID: '6' } });
    const row = await t.db
      .selectFrom('audit_log')
      .select(['action', 'menu_id', 'user_id'])
      .where('action', '=', 'logout')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ action: 'logout', menu_id: 6, user_id: await t.userId('admin') });
  });
});

describe('configured lifetimes', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_HOURS: '1' });
  });
  afterAll(() => short.close());

  const idleFor = async (minutes: number) => {
    const token = await short.signIn('sam');
    await short.db
      .updateTable('sessions')
      .set({ last_used_at: Date.now() - minutes * MINUTE })
      .where('token_hash', '=', hashToken(token))
      .execute();
    return short.api('POST', 'menu', { data: 'x' }, { token });
  };

  it('expires after SESSION_IDLE_MINUTES', async () => {
    const res = await idleFor(6);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('keeps a session used within SESSION_IDLE_MINUTES', async () => {
    expect((await idleFor(4)).statusCode).toBe(200);
  });

  it('sets the absolute lifetime from SESSION_ABSOLUTE_HOURS', async () => {
    const token = await short.signIn('coach');
    const row = await short.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(60 * MINUTE);
  });
});
