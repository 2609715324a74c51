import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lastCode, registerVerified, snapshot, travel, type Registered } from '../../test/journeys.ts';

let t: TestApp;
let a: Registered;
beforeAll(async () => {
  t = await startTestApp({ REVIEW_REGISTRATIONS: 'false' });
  a = await registerVerified(t);
});
afterAll(() => t.close());

const edit = (body: unknown, token = a.token) => t.api('POST', 'subscriber/edit/', body, { token });
const row = () => t.db.selectFrom('users').selectAll().where('id', '=', a.userId).executeTakeFirstOrThrow();

describe('POST subscriber/edit/', () => {
  it('saves the fields sent and answers the profile', async () => {
    const res = await edit({
      full_name: 'Robin Ashby-Cole',
      email: 'robin@club.example',
      gender: 'female',
      sport_id: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: '200',
      profile: {
        full_name: 'Robin Ashby-Cole',
        email: 'robin@club.example',
        gender: 'female',
        sport: 'Basketball',
      },
      pendingMobile: null,
    });
    expect(await row()).toMatchObject({ full_name: 'Robin Ashby-Cole', sport_id: 2 });
  });

  it('clears the e-mail when sent empty, and renames the user', async () => {
    const res = await edit({ email: '', user_name: 'robin.cole' });
    expect(res.json().profile).toMatchObject({ email: null, user_name: 'robin.cole' });
  });

  it('keeps a new mobile pending until its code is entered', async () => {
    const old = (await row()).mobile_e164;
    const res = await edit({ isd_code: '+353', mobile: '0871234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingMobile).toBe('+353 •••• 4567');
    expect(await row()).toMatchObject({
      mobile_e164: old,
      pending_isd_code: '+353',
      pending_mobile: '871234567',
    });
    const code = await lastCode(t, '+353871234567');
    const wrong = await t.api(
      'POST',
      'validateotp',
      { code: code === '000000' ? '111111' : '000000', purpose: 'change-mobile' },
      { token: a.token },
    );
    expect(wrong.json().code).toBe('OTP_INVALID');
    const ok = await t.api('POST', 'validateotp', { code, purpose: 'change-mobile' }, { token: a.token });
    expect(ok.statusCode).toBe(200);
    expect(await row()).toMatchObject({
      mobile_e164: '+353871234567',
      isd_code: '+353',
      mobile: '871234567',
      pending_mobile: null,
    });
    expect(
      (await t.api('POST', 'validateotp', { code, purpose: 'change-mobile' }, { token: a.token })).json()
        .code,
    ).toBe('INVALID_STATE');
  });

  it('resends a change-mobile code through sendotp after 30 s', async () => {
    await travel(t, 31_000);
    expect((await edit({ isd_code: '+44', mobile: '7911222333' })).statusCode).toBe(200);
    const early = await t.api('POST', 'sendotp', { purpose: 'change-mobile' }, { token: a.token });
    expect(early.json().code).toBe('OTP_RESEND_TOO_SOON');
    await travel(t, 31_000);
    const res = await t.api('POST', 'sendotp', { purpose: 'change-mobile' }, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().sentTo).toBe('+44 •••• 2333');
  });

  it("refuses another account's user name or mobile, changing nothing", async () => {
    await travel(t, 31_000);
    const before = await snapshot(t);
    const res = await edit({ user_name: 'Sam', isd_code: '+44', mobile: '7700900003' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { user_name: expect.any(String), mobile: expect.any(String) },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    [{ date_of_birth: '1990-01-01' }, 'date_of_birth'],
    [{ sport_id: 999 }, 'sport_id'],
    [{ mobile: '7911222333' }, 'mobile'],
    [{ full_name: '<img src=x onerror=alert(1)>' }, 'full_name'],
    [{ full_name: 'x'.repeat(101) }, 'full_name'],
    [{ user_name: "x'; DROP TABLE users; --" }, 'user_name'],
    [{ email: 'a@b' }, 'email'],
    [{ gender: 1 }, 'gender'],
    [{ role_id: 1 }, 'role_id'],
    [{ status: 1 }, 'status'],
  ])('refuses %j naming the field, changing nothing', async (body, field) => {
    const before = await snapshot(t);
    const res = await edit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a status-2 token and no token', async () => {
    expect((await t.api('POST', 'subscriber/edit', { full_name: 'X' })).statusCode).toBe(401);
    const fresh = (
      await t.api('POST', 'subscriber/register', {
        ...a.body,
        user_name: 'freshone',
        mobile: '7922000111',
        email: '',
      })
    ).json();
    expect((await edit({ full_name: 'X' }, fresh.token)).json().code).toBe('PHONE_NOT_VERIFIED');
  });
});
