import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { snapshot } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const change = (token: string, body: unknown) => t.api('POST', 'subscriber/password', body, { token });

describe('POST subscriber/password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const here = await t.signIn('sam');
    const elsewhere = await t.signIn('sam');
    const res = await change(here, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'A much longer secret 77',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.api('POST', 'menu', { data: 'x' }, { token: here })).statusCode).toBe(200);
    expect((await t.api('POST', 'menu', { data: 'x' }, { token: elsewhere })).statusCode).toBe(401);
    expect((await t.api('POST', 'login', { username: 'sam', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect(
      (await t.api('POST', 'login', { username: 'sam', password: 'A much longer secret 77' })).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'wrong-password', newPassword: 'A much longer secret 88' },
      'currentPassword',
      'INVALID_CREDENTIALS',
    ],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'iloveyou1' }, 'newPassword', 'VALIDATION_FAILED'],
    [{ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, 'newPassword', 'VALIDATION_FAILED'],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'short' }, 'newPassword', 'VALIDATION_FAILED'],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'y'.repeat(129) }, 'newPassword', 'VALIDATION_FAILED'],
    [{ currentPassword: DEMO_PASSWORD }, 'newPassword', 'VALIDATION_FAILED'],
    [
      { currentPassword: DEMO_PASSWORD, newPassword: 'A much longer secret 88', x: 1 },
      'x',
      'VALIDATION_FAILED',
    ],
  ])('refuses %j, keeping the password', async (body, field, code) => {
    const token = await t.signIn('coach');
    const before = await snapshot(t);
    const res = await change(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, fields: { [field]: expect.any(String) } });
    const after = await snapshot(t);
    // A wrong current password is counted (like a failed sign-in); nothing else changes.
    expect(after.users).toEqual(before.users);
    expect(after.sessions).toEqual(before.sessions);
  });

  it('stops guessing after 10 wrong current passwords', async () => {
    const token = await t.signIn('admin');
    for (let i = 0; i < 10; i++)
      await change(token, { currentPassword: `guess-${i}`, newPassword: 'A much longer secret 99' });
    const res = await change(token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'A much longer secret 99',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});
