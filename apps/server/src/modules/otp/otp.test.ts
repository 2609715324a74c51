import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lastCode, lastSms, register, snapshot, travel, type Registered } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const phone = (a: Registered) => `${a.body.isd_code}${a.body.mobile}`;
const send = (a: Registered, body: unknown = {}, ip?: string) =>
  t.api('POST', 'sendotp', body, { token: a.token, ...(ip ? { ip } : {}) });
const check = (a: Registered, code: unknown) => t.api('POST', 'validateotp', { code }, { token: a.token });
const statusOf = async (a: Registered) =>
  (await t.db.selectFrom('users').select('status').where('id', '=', a.userId).executeTakeFirstOrThrow())
    .status;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-01`;
function birthDate(years: number, daysLater = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysLater);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

describe('POST sendotp', () => {
  it('texts a 6-digit code to the registered number and stores only its hash', async () => {
    const a = await register(t);
    const res = await send(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '200',
      sentTo: `+44 •••• ${a.body.mobile.slice(-4)}`,
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    const code = await lastCode(t, phone(a));
    expect(code).toMatch(/^\d{6}$/);
    expect((await lastSms(t, phone(a)))?.kind).toBe('otp');
    const row = await t.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at - row.created_at).toBe(300_000);
  });

  it('accepts an empty body', async () => {
    const a = await register(t);
    expect((await t.api('POST', 'sendotp', undefined, { token: a.token })).statusCode).toBe(200);
  });

  it('makes a resend wait 30 seconds, saying how long is left, changing nothing', async () => {
    const a = await register(t);
    await send(a);
    const before = await snapshot(t);
    const res = await send(a);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retryAfter: expect.any(Number) });
    expect(res.json().retryAfter).toBeGreaterThan(0);
    expect(res.json().retryAfter).toBeLessThanOrEqual(30);
    expect(res.headers['retry-after']).toBe(String(res.json().retryAfter));
    expect(await snapshot(t)).toEqual(before);
    await travel(t, 31_000);
    expect((await send(a)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    const a = await register(t);
    for (let i = 0; i < 5; i++) {
      expect((await send(a)).statusCode).toBe(200);
      await travel(t, 31_000);
    }
    const res = await send(a);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('OTP_SEND_LIMIT');
    expect(res.json().retryAfter).toBeGreaterThan(30 * 60);
  });

  it('limits the codes one client address asks for in an hour', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) expect((await send(await register(t), {}, ip)).statusCode).toBe(200);
    const res = await send(await register(t), {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('OTP_SEND_LIMIT');
    expect((await send(await register(t), {}, '203.0.113.78')).statusCode).toBe(200);
  });

  it('refuses an account whose phone is already verified', async () => {
    const token = await t.signIn('sam');
    const res = await t.api('POST', 'sendotp', {}, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_VERIFIED');
  });

  it('refuses a change-mobile code when no new number is waiting', async () => {
    const token = await t.signIn('sam');
    const res = await t.api('POST', 'sendotp', { purpose: 'change-mobile' }, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });

  it.each([[{ purpose: 'other' }], [{ purpose: 1 }], [{ extra: true }], [{ data: 'x'.repeat(201) }]])(
    'refuses the body %j',
    async (body) => {
      const a = await register(t);
      const before = await snapshot(t);
      const res = await send(a, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('refuses a caller without a token', async () => {
    expect((await t.api('POST', 'sendotp', {})).statusCode).toBe(401);
  });
});

describe('POST validateotp', () => {
  it('moves an adult to awaiting review, after which signed-in calls work', async () => {
    const a = await register(t);
    await send(a);
    expect((await t.api('POST', 'menu', { data: 'x' }, { token: a.token })).statusCode).toBe(403);
    const res = await check(a, await lastCode(t, phone(a)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: '200', userStatus: 3 });
    expect(await statusOf(a)).toBe(UserStatus.awaitingReview);
    expect((await t.api('POST', 'menu', { data: 'x' }, { token: a.token })).statusCode).toBe(200);
  });

  it('moves a child under the age of consent to awaiting a parent', async () => {
    const a = await register(t, { date_of_birth: yearsAgo(12) });
    await send(a);
    expect((await check(a, await lastCode(t, phone(a)))).json().userStatus).toBe(7);
    expect(await statusOf(a)).toBe(UserStatus.awaitingParent);
  });

  it('refuses a code used once already, changing nothing', async () => {
    const a = await register(t);
    await send(a);
    const code = await lastCode(t, phone(a));
    expect((await check(a, code)).statusCode).toBe(200);
    const before = await snapshot(t);
    const res = await check(a, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_VERIFIED');
    expect(await snapshot(t)).toEqual(before);
  });

  it('says how many tries are left, and ends the code after 5 wrong ones', async () => {
    const a = await register(t);
    await send(a);
    const code = await lastCode(t, phone(a));
    for (let left = 4; left >= 1; left--) {
      const res = await check(a, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'OTP_INVALID',
        fields: { code: expect.stringContaining(`${left}`) },
        fieldCodes: { code: 'OTP_CODE_WRONG' },
      });
    }
    expect((await check(a, wrong(code))).json().code).toBe('OTP_TRIES_EXHAUSTED');
    const res = await check(a, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('OTP_TRIES_EXHAUSTED');
    expect(await statusOf(a)).toBe(UserStatus.phoneNotVerified);
  });

  it('compares a code at most 5 times, however many tries arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await register(t);
      await send(a);
      const code = await lastCode(t, phone(a));
      for (let i = 0; i < 3; i++) await check(a, wrong(code));
      // Two tries left, wanted by 30 wrong codes and the right one together: two comparisons at
      // most, so at most one "wrong, 1 try left" and at most two answers that were compared.
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, () => check(a, wrong(code))),
        check(a, code),
      ]);
      const codes = answers.map((r) => (r.statusCode === 200 ? 'OK' : r.json<{ code: string }>().code));
      const wrongSaid = codes.filter((c) => c === 'OTP_INVALID').length;
      const accepted = codes.filter((c) => c === 'OK').length;
      expect(wrongSaid).toBeLessThanOrEqual(1);
      expect(wrongSaid + accepted).toBeLessThanOrEqual(2);
      expect(codes.filter((c) => !['OK', 'OTP_INVALID', 'OTP_TRIES_EXHAUSTED'].includes(c))).toEqual([]);
      const row = await t.db
        .selectFrom('otp_codes')
        .select(['attempts', 'consumed_at'])
        .where('user_id', '=', a.userId)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
      expect(row.consumed_at !== null).toBe(accepted === 1);
      expect(await statusOf(a)).toBe(accepted ? UserStatus.awaitingReview : UserStatus.phoneNotVerified);
    }
  });

  it('does not give fresh tries when a new code is asked for', async () => {
    const a = await register(t);
    await send(a);
    const first = await lastCode(t, phone(a));
    for (let i = 0; i < 3; i++) await check(a, wrong(first));
    await travel(t, 31_000);
    await send(a);
    const second = await lastCode(t, phone(a));
    expect((await check(a, first === second ? wrong(second) : first)).json().code).toBe('OTP_INVALID');
    expect((await check(a, wrong(second))).json().code).toBe('OTP_TRIES_EXHAUSTED');
    expect((await check(a, second)).statusCode).toBe(410);
  });

  it('refuses a code after 5 minutes', async () => {
    const a = await register(t);
    await send(a);
    const code = await lastCode(t, phone(a));
    await travel(t, 300_001);
    const before = await snapshot(t);
    const res = await check(a, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('OTP_EXPIRED');
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses when no code was sent', async () => {
    const a = await register(t);
    expect((await check(a, '123456')).json().code).toBe('OTP_EXPIRED');
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456], ["1' OR '1'='1"], ['<script>'], [null]])(
    'refuses the code %j without spending a try',
    async (code) => {
      const a = await register(t);
      await send(a);
      const before = await snapshot(t);
      const res = await check(a, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: expect.any(String) } });
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('refuses unknown fields and a missing code', async () => {
    const a = await register(t);
    for (const body of [{}, { code: '123456', extra: 1 }]) {
      const res = await t.api('POST', 'validateotp', body, { token: a.token });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('settings', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await startTestApp({ REVIEW_REGISTRATIONS: 'false', AGE_OF_CONSENT: '13' });
  });
  afterAll(() => u.close());

  it('makes an adult active at once when staff review is off, and uses the configured age', async () => {
    // Born 13 years ago today is 13; born 13 years ago tomorrow is still 12.
    for (const [born, status] of [
      [birthDate(30), 1],
      [birthDate(13), 1],
      [birthDate(13, 1), 7],
    ] as const) {
      const a = await register(u, { date_of_birth: born });
      await u.api('POST', 'sendotp', {}, { token: a.token });
      const res = await u.api(
        'POST',
        'validateotp',
        { code: await lastCode(u, phone(a)) },
        { token: a.token },
      );
      expect([born, res.json().userStatus]).toEqual([born, status]);
    }
  });
});
