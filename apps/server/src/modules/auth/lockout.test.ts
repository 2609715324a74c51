import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_MAX_FAILURES } from '@fieldhouse/contract';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each test signs in from its own address, so the per-address slow-down never gets in the way.
const login = (username: string, password: string, ip: string) =>
  t.api('POST', 'login', { username, password }, { ip });

async function failTimes(username: string, times: number, ip: string) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await login(username, 'wrong-password', ip)).statusCode);
  return codes;
}

describe('account lock-out', () => {
  it('locks an account after 10 wrong passwords, naming the minutes to wait', async () => {
    const codes = await failTimes('coach', LOCKOUT_MAX_FAILURES - 1, '10.0.1.1');
    expect(codes.every((c) => c === 401)).toBe(true);

    const tenth = await login('coach', 'wrong-password', '10.0.1.1');
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json()).toMatchObject({ status: '423', code: 'ACCOUNT_LOCKED' });
    expect(tenth.json().message).toMatch(/15 minutes/);
  });

  it('refuses even the right password while locked, from any address', async () => {
    const res = await login('coach', DEMO_PASSWORD, '10.0.1.2');
    expect(res.statusCode).toBe(423);
    expect(res.json().code).toBe('ACCOUNT_LOCKED');
    expect(res.json().message).toMatch(/\d+ minutes?/);
  });

  it('refuses sign-in by mobile number for a locked account too', async () => {
    const res = await login('+447700900002', DEMO_PASSWORD, '10.0.1.3');
    expect(res.statusCode).toBe(423);
  });

  it('lets the user in again once the lock and the failures are in the past', async () => {
    const coach = await t.userId('coach');
    const past = Date.now() - 16 * 60_000;
    await t.db.updateTable('users').set({ locked_until: past }).where('id', '=', coach).execute();
    await t.db
      .updateTable('rate_limit_hits')
      .set({ at: past })
      .where('limit_name', '=', 'sign-in-failures-per-account')
      .where('key', '=', String(coach))
      .execute();

    const res = await login('coach', DEMO_PASSWORD, '10.0.1.4');
    expect(res.statusCode).toBe(200);
    expect(res.json().userName).toBe('coach');
  });

  it('clears the count on a successful sign-in', async () => {
    expect(await failTimes('sam', LOCKOUT_MAX_FAILURES - 1, '10.0.2.1')).not.toContain(423);
    expect((await login('sam', DEMO_PASSWORD, '10.0.2.1')).statusCode).toBe(200);

    // Had the count survived, the first of these would already lock the account.
    expect(await failTimes('sam', LOCKOUT_MAX_FAILURES - 1, '10.0.2.2')).not.toContain(423);
    expect((await login('sam', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('counts only failures within the last 15 minutes', async () => {
    const admin = await t.userId('admin');
    const old = Date.now() - 16 * 60_000;
    await t.db
      .insertInto('rate_limit_hits')
      .values(
        Array.from({ length: 20 }, () => ({
          limit_name: 'sign-in-failures-per-account',
          key: String(admin),
          at: old,
        })),
      )
      .execute();
    expect((await login('admin', 'wrong-password', '10.0.3.1')).statusCode).toBe(401);
    expect((await login('admin', DEMO_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });
});
