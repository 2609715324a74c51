import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX_FAILURES, LOCKOUT_MAX_FAILURES } from '@fieldhouse/contract';
import { hashPassword } from '../../platform/passwords.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, registration } from '../../test/journeys.ts';
import { DEVICE_COOKIE } from './auth.routes.ts';

const PASSWORD = 'Right horse 42 battery';
let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

/** An active athlete whose password is PASSWORD, optionally on a given number. */
async function athlete(mobile?: { isd: string; national: string }) {
  const { userId } = await person(t, 'subscriber');
  const row = await t.db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      ...(mobile && {
        isd_code: mobile.isd,
        mobile: mobile.national,
        mobile_e164: `${mobile.isd}${mobile.national}`,
      }),
    })
    .where('id', '=', userId)
    .returning(['user_name', 'mobile_e164'])
    .executeTakeFirstOrThrow();
  return { userId, userName: row.user_name, mobile: row.mobile_e164 };
}

let addresses = 0;
/** A client address of its own, so limits other tests fill never get in the way. */
const freshIp = () =>
  `10.${(process.pid % 200) + 1}.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const login = (username: string, password: string, opts: { ip?: string; cookie?: string } = {}) =>
  t.api('POST', 'login', { username, password }, { ip: opts.ip ?? freshIp(), ...opts });

/** Attempts on the account that were evaluated and failed, as the lock-out counts them. */
async function failuresCounted(userId: number) {
  const row = await t.db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('limit_name', '=', 'sign-in-failures-per-account')
    .where('key', '=', String(userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const statuses = (responses: { statusCode: number }[]) =>
  responses
    .map((r) => r.statusCode)
    .reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

describe('sign-in attempts are reserved before the password is checked', () => {
  it(`evaluates at most ${ADDRESS_MAX_FAILURES} attempts from one address, however many arrive at once`, async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(`nobody${i}`, 'wrong password', { ip })),
    );
    expect(statuses(burst)).toEqual({ 401: ADDRESS_MAX_FAILURES, 429: 80 - ADDRESS_MAX_FAILURES });
  });

  it(`evaluates at most ${LOCKOUT_MAX_FAILURES} attempts on one account, however many arrive at once`, async () => {
    const { userName, userId } = await athlete();
    const burst = await Promise.all(Array.from({ length: 40 }, () => login(userName, 'wrong password')));
    // Each try was either evaluated (wrong, or wrong and now locked) or refused as locked.
    const counts = statuses(burst);
    expect(counts[401] ?? 0).toBeLessThan(LOCKOUT_MAX_FAILURES);
    expect((counts[401] ?? 0) + (counts[423] ?? 0)).toBe(40);
    expect(await failuresCounted(userId)).toBe(LOCKOUT_MAX_FAILURES);
    expect((await login(userName, PASSWORD)).statusCode).toBe(423);
  });

  it('lets no guess through while 40 wrong passwords and the right one arrive together', async () => {
    const { userName, userId } = await athlete();
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, () => login(userName, 'wrong password')),
      login(userName, PASSWORD),
    ]);
    const counts = statuses(burst);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LOCKOUT_MAX_FAILURES);
    const user = await t.db
      .selectFrom('users')
      .select('locked_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // Locked exactly when ten failures were evaluated; a right password among them does not lift it.
    if ((counts[401] ?? 0) === LOCKOUT_MAX_FAILURES - 1)
      expect(user.locked_until).toBeGreaterThan(Date.now());
  });
});

describe('a sign-in name means one account or counts against all it could mean', () => {
  it('refuses a user name of digits alone, which could be someone’s mobile number', async () => {
    const res = await t.api('POST', 'subscriber/register', registration({ user_name: '7700900003' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toMatchObject({ user_name: 'USER_NAME_NEEDS_LETTER' });
  });

  it('signs in by a national number only where it is unique across country codes', async () => {
    const national = `7${randomInt(100_000_000, 999_999_999)}`;
    const here = await athlete({ isd: '+44', national });
    expect((await login(national, PASSWORD)).json().userName).toBe(here.userName);

    const there = await athlete({ isd: '+353', national });
    expect((await login(national, PASSWORD)).statusCode).toBe(401);
    // The full number still says which one.
    expect((await login(there.mobile, PASSWORD)).json().userName).toBe(there.userName);
  });

  it('counts a failure under an ambiguous number against every account it could mean', async () => {
    const national = `7${randomInt(100_000_000, 999_999_999)}`;
    const one = await athlete({ isd: '+44', national });
    const other = await athlete({ isd: '+61', national });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++)
      expect((await login(national, 'guess')).statusCode).toBe(401);
    expect((await login(national, 'guess')).statusCode).toBe(423);
    expect((await login(one.userName, PASSWORD)).statusCode).toBe(423);
    expect((await login(other.userName, PASSWORD)).statusCode).toBe(423);
  });
});

describe('a browser that signed in to an account before passes its lock', () => {
  const deviceCookie = (res: { cookies: { name: string; value: string }[] }) => {
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    return cookie && `${cookie.name}=${cookie.value}`;
  };

  it('issues an http-only cookie at sign-in that lets its browser in while strangers are locked out', async () => {
    const { userName, userId } = await athlete();
    const first = await login(userName, PASSWORD);
    const cookie = deviceCookie(first);
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });

    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await login(userName, 'wrong password');
    expect((await login(userName, PASSWORD)).statusCode).toBe(423);

    const owner = await login(userName, PASSWORD, { cookie });
    expect(owner.statusCode).toBe(200);
    // Signing in through the lock does not lift it for everyone else.
    expect((await login(userName, PASSWORD)).statusCode).toBe(423);
    const user = await t.db
      .selectFrom('users')
      .select('locked_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.locked_until).toBeGreaterThan(Date.now());
  });

  it('locks out a known browser that keeps guessing, and it alone', async () => {
    const { userName } = await athlete();
    const cookie = deviceCookie(await login(userName, PASSWORD));
    const other = deviceCookie(await login(userName, PASSWORD));
    for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++) {
      expect((await login(userName, 'wrong password', { cookie })).statusCode).toBe(401);
    }
    expect((await login(userName, 'wrong password', { cookie })).statusCode).toBe(423);
    expect((await login(userName, PASSWORD, { cookie })).statusCode).toBe(423);
    expect((await login(userName, PASSWORD, { cookie: other })).statusCode).toBe(200);
    expect((await login(userName, PASSWORD)).statusCode).toBe(200);
  });

  it('does not let a cookie from another account pass this one’s lock', async () => {
    const mine = await athlete();
    const theirs = await athlete();
    const cookie = deviceCookie(await login(mine.userName, PASSWORD));
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await login(theirs.userName, 'wrong password');
    expect((await login(theirs.userName, PASSWORD, { cookie })).statusCode).toBe(423);
  });

  it('never adopts a cookie it did not issue: a value planted before sign-in opens no way past the lock', async () => {
    const { userName } = await athlete();
    const planted = `${DEVICE_COOKIE}=${'p'.repeat(43)}`;
    const signedIn = await login(userName, PASSWORD, { cookie: planted });
    expect(signedIn.statusCode).toBe(200);
    expect(deviceCookie(signedIn)).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(deviceCookie(signedIn)).not.toBe(planted);

    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await login(userName, 'wrong password');
    // Whoever planted it guesses as a stranger: the account's lock holds.
    expect((await login(userName, 'wrong password', { cookie: planted })).statusCode).toBe(423);
    expect((await login(userName, PASSWORD, { cookie: planted })).statusCode).toBe(423);
    expect((await login(userName, PASSWORD, { cookie: deviceCookie(signedIn) })).statusCode).toBe(200);
  });

  it('gives the browser a new cookie at each sign-in; the one before stops counting', async () => {
    const { userName } = await athlete();
    const first = deviceCookie(await login(userName, PASSWORD));
    const again = await login(userName, PASSWORD, { cookie: first });
    const second = deviceCookie(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await login(userName, 'wrong password');
    expect((await login(userName, PASSWORD, { cookie: first })).statusCode).toBe(423);
    expect((await login(userName, PASSWORD, { cookie: second })).statusCode).toBe(200);
  });

  it('keeps a browser known to every account that signed in on it', async () => {
    const [one, two] = [await athlete(), await athlete()];
    const first = deviceCookie(await login(one.userName, PASSWORD));
    const shared = deviceCookie(await login(two.userName, PASSWORD, { cookie: first }));
    for (const { userName } of [one, two]) {
      for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await login(userName, 'wrong password');
    }
    expect((await login(one.userName, PASSWORD, { cookie: shared })).statusCode).toBe(200);
  });
});
