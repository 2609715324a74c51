import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function setStatus(userName: string, status: number, reason: string | null) {
  await t.db
    .updateTable('users')
    .set({ status, status_reason: reason })
    .where('id', '=', await t.userId(userName))
    .execute();
}

const signIn = (username: string) => t.api('POST', 'login', { username, password: DEMO_PASSWORD });

describe('suspended and rejected accounts', () => {
  it('refuses a suspended user at sign-in and says why', async () => {
    await setStatus('coach', UserStatus.suspended, 'Membership fee unpaid');
    const res = await signIn('coach');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: '403', code: 'ACCOUNT_SUSPENDED' });
    expect(res.json().message).toContain('Membership fee unpaid');
    expect(res.json()).not.toHaveProperty('token');
  });

  it('refuses a rejected user at sign-in and says why', async () => {
    await setStatus('mia', UserStatus.rejected, 'Date of birth could not be confirmed');
    const res = await signIn('mia');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_REJECTED');
    expect(res.json().message).toContain('Date of birth could not be confirmed');
  });

  it('still gives a sentence when no reason was recorded', async () => {
    await setStatus('mia', UserStatus.suspended, null);
    const res = await signIn('mia');
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(res.json().message).toMatch(/suspended\.$/);
  });

  it('does not reveal the status to someone with the wrong password', async () => {
    const res = await t.api('POST', 'login', { username: 'coach', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses the open session of a user who gets suspended, with the reason', async () => {
    const token = await t.signIn('sam');
    expect((await t.api('POST', 'menu', { data: 'x' }, { token })).statusCode).toBe(200);

    await setStatus('sam', UserStatus.suspended, 'Under investigation');
    const res = await t.api('POST', 'menu', { data: 'x' }, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(res.json().message).toContain('Under investigation');
    expect((await t.api('POST', 'notify/list', { data: 'x' }, { token })).statusCode).toBe(403);
  });

  it('refuses the open session of a user who gets rejected', async () => {
    const token = await t.signIn('admin');
    await setStatus('admin', UserStatus.rejected, 'Duplicate account');
    const res = await t.api('POST', 'menu', { data: 'x' }, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_REJECTED');
    expect(res.json().message).toContain('Duplicate account');
  });

  it('lets the user back in once reactivated', async () => {
    await setStatus('coach', UserStatus.active, null);
    expect((await signIn('coach')).statusCode).toBe(200);
  });
});
