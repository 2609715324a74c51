import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { register, registerVerified } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = (token: string, body: unknown = { data: 'x' }) =>
  t.api('POST', 'subscriber/userstatusInfo', body, { token });

describe('POST subscriber/userstatusInfo', () => {
  it('tells a new account to verify its phone (a status-2 token may ask)', async () => {
    const a = await register(t);
    const res = await info(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '200',
      userStatus: 2,
      nextStep: 'verify-phone',
      message: expect.any(String),
      reason: null,
      parentRequest: null,
    });
  });

  it('tells a verified adult to wait for review', async () => {
    const a = await registerVerified(t);
    expect((await info(a.token)).json()).toMatchObject({ userStatus: 3, nextStep: 'await-review' });
  });

  it('tells a new child to name a parent', async () => {
    const child = await registerVerified(t, { date_of_birth: `${new Date().getUTCFullYear() - 12}-01-01` });
    expect((await info(child.token)).json()).toMatchObject({
      userStatus: 7,
      nextStep: 'name-parent',
      parentRequest: null,
    });
  });

  it('tells mia (demo) that her parent has been asked', async () => {
    const token = await t.signIn('mia');
    expect((await info(token)).json()).toMatchObject({
      userStatus: 7,
      nextStep: 'await-parent',
      parentRequest: { parentMobile: '•••• 0003', expiresAt: expect.any(String) },
    });
  });

  it('tells an active user to go to the dashboard, and accepts an empty body', async () => {
    const token = await t.signIn('sam');
    expect((await t.api('POST', 'subscriber/userstatusInfo', undefined, { token })).json()).toMatchObject({
      userStatus: 1,
      nextStep: 'dashboard',
    });
  });

  it('refuses unknown fields and a caller without a token', async () => {
    const token = await t.signIn('sam');
    expect((await info(token, { data: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await t.api('POST', 'subscriber/userstatusInfo', {})).statusCode).toBe(401);
  });
});
