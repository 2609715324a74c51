import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registration, snapshot } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (body: unknown) => t.api('POST', 'subscriber/register', body);

describe('POST subscriber/register', () => {
  it('creates a status-2 subscriber and answers the session fields', async () => {
    const body = registration({ user_name: 'NewKid', mobile: '07800 111 222' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '200',
      fullName: 'Robin Ashby',
      isdCode: '+44',
      token: expect.any(String),
      role: 'Subscriber',
      subscriberID: expect.any(String),
      subscriberSeqID: expect.any(Number),
      userName: 'NewKid',
      userStatus: 2,
      ref: '1',
      profileImg: '',
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', 'NewKid')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: UserStatus.phoneNotVerified,
      mobile: '7800111222',
      mobile_e164: '+447800111222',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it('gives a token that can only verify the phone, check the status and sign out', async () => {
    const { token } = (await register(registration())).json<{ token: string }>();
    for (const url of ['menu', 'notify/list']) {
      const res = await t.api('POST', url, { data: 'x' }, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PHONE_NOT_VERIFIED');
    }
    const profile = await t.api('POST', 'subscriber/profile', { subscriberID: 'x' }, { token });
    expect(profile.json().code).toBe('PHONE_NOT_VERIFIED');
    expect((await t.api('POST', 'logout', {}, { token })).statusCode).toBe(200);
  });

  it('accepts a registration without an e-mail', async () => {
    const res = await register(registration({ email: '' }));
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('public_id', '=', res.json().subscriberID)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
  });

  it('refuses a taken user name in any case and a taken mobile number, naming both, changing nothing', async () => {
    const before = await snapshot(t);
    const res = await register(registration({ user_name: 'SAM', mobile: '7700900003' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: '409',
      code: 'ALREADY_EXISTS',
      fields: { user_name: expect.any(String), mobile: expect.any(String) },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['password', { password: 'password123' }],
    ['password', { password: 'Short1!' }],
    ['password', { password: 'x'.repeat(129) }],
    ['password', { user_name: 'brightstar', password: 'brightstar-2026' }],
    ['email', { email: 'no-at-sign' }],
    ['email', { email: `${'a'.repeat(65)}@example.com` }],
    ['email', { email: `a@${'b'.repeat(64)}.com` }],
    ['email', { email: `${'a'.repeat(61)}@${'b.'.repeat(95)}com` }],
    ['email', { email: '<script>alert(1)</script>@x.com' }],
    ['full_name', { full_name: '<script>alert(1)</script>' }],
    ['full_name', { full_name: 'x'.repeat(101) }],
    ['full_name', { full_name: '' }],
    ['user_name', { user_name: "sam' OR 1=1 --" }],
    ['user_name', { user_name: 'ab' }],
    ['user_name', { user_name: 'a'.repeat(33) }],
    ['mobile', { mobile: '12ab' }],
    ['mobile', { mobile: '1'.repeat(20) }],
    ['isd_code', { isd_code: '44' }],
    ['isd_code', { isd_code: '+999' }],
    ['date_of_birth', { date_of_birth: '2999-01-01' }],
    ['date_of_birth', { date_of_birth: '2010-02-30' }],
    ['date_of_birth', { date_of_birth: '14/03/1995' }],
    ['gender', { gender: 'robot' }],
    ['sport_id', { sport_id: 9999 }],
    ['sport_id', { sport_id: '1' }],
  ])('refuses a bad %s (%j), changing nothing', async (field, override) => {
    const before = await snapshot(t);
    const res = await register({ ...registration(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: '400', code: 'VALIDATION_FAILED' });
    expect(res.json().fields).toHaveProperty(field);
    expect(res.body).not.toContain('<script>');
    expect(await snapshot(t)).toEqual(before);
  });

  it('accepts an e-mail at the length limits', async () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.io`;
    expect(`${local}@${domain}`).toHaveLength(254);
    expect((await register(registration({ email: `${local}@${domain}` }))).statusCode).toBe(200);
  });

  it.each([
    [{}, 'full_name'],
    [{ ...registration(), extra: 1 }, 'extra'],
    [{ ...registration(), password: undefined }, 'password'],
    [{ ...registration(), mobile: 7800123456 }, 'mobile'],
  ])('refuses a missing, unknown or wrong-typed field (%#)', async (body, field) => {
    const before = await snapshot(t);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await snapshot(t)).toEqual(before);
  });

  it('is not blocked by a stale token left in the browser', async () => {
    const res = await t.api('POST', 'subscriber/register', registration(), { token: 'stale' });
    expect(res.statusCode).toBe(200);
  });
});
