import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST login/', () => {
  it('signs in by user name and answers with the session fields', async () => {
    const res = await t.api('POST', 'login/', { username: 'Admin', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: '200',
      fullName: 'Alex Morgan',
      isdCode: '+44',
      role: 'Super Admin',
      userName: 'admin',
      userStatus: 1,
      ref: '1',
      profileImg: '',
    });
    expect(body.subscriberID).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.subscriberSeqID).toBe('number');
    expect(body.token.length).toBeGreaterThanOrEqual(40);
  });

  it('stores the token only as its hash', async () => {
    const token = await t.signIn('coach');
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it.each(['+447700900002', '07700900002', '7700900002', '+44 7700 900002'])(
    'signs in by mobile number %s',
    async (mobile) => {
      const res = await t.api('POST', 'login', { username: mobile, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().userName).toBe('coach');
    },
  );

  it('gives one message for an unknown user and a wrong password', async () => {
    const unknown = await t.api('POST', 'login', { username: 'nobody-here', password: 'whatever1' });
    const wrong = await t.api('POST', 'login', { username: 'sam', password: 'not-the-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ status: '401', code: 'INVALID_CREDENTIALS' });
  });

  it('lets a child awaiting parent approval sign in with status 7', async () => {
    const res = await t.api('POST', 'login', { username: 'mia', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().userStatus).toBe(7);
  });

  it('records the menuID header with the sign-in', async () => {
    await t.api('POST', 'login', { username: 'sam', password: DEMO_PASSWORD }, { headers: { menuID: '3' } });
    const row = await t.db
      .selectFrom('audit_log')
      .select(['menu_id', 'action'])
      .where('action', '=', 'login')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.menu_id).toBe(3);
  });

  it.each([
    [{}, 'username'],
    [{ username: 'sam' }, 'password'],
    [{ username: 42, password: DEMO_PASSWORD }, 'username'],
    [{ username: 'x'.repeat(65), password: DEMO_PASSWORD }, 'username'],
    [{ username: 'sam', password: 'p'.repeat(129) }, 'password'],
    [{ username: 'sam', password: DEMO_PASSWORD, admin: true }, 'admin'],
  ])('refuses bad input %j naming the field', async (body, field) => {
    const res = await t.api('POST', 'login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: '400', code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('refuses malformed JSON with a 400 and a code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a sign-in without the anti-forgery header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { cookie: 'XSRF-TOKEN=abc' },
      payload: { username: 'sam', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('XSRF_FAILED');
  });
});
