import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, registerVerified } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const birth = (years: number) => `${new Date().getUTCFullYear() - years - 1}-06-01`;
const waiting = async (token: string) => {
  const res = await t.api('GET', 'parent/waiting', undefined, { token });
  expect(res.statusCode).toBe(200);
  return res.json<{ children: { childId: string; full_name: string; expiresAt: string }[] }>().children;
};
const mobileOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirstOrThrow()).mobile;

describe("a parent's children waiting for an answer", () => {
  it('lists the child who named the parent until the parent answers, and nobody else sees it', async () => {
    const parent = await person(t, 'subscriber');
    const stranger = await person(t, 'subscriber');
    const child = await registerVerified(t, { date_of_birth: birth(11), full_name: 'Noor Haddad' });
    expect(await waiting(parent.token)).toEqual([]);

    const named = await t.api(
      'POST',
      'subscriber/parentID',
      { isd_code: '+44', mobile: await mobileOf(parent.userId) },
      { token: child.token },
    );
    expect(named.statusCode).toBe(200);

    expect(await waiting(parent.token)).toEqual([
      {
        childId: child.subscriberID,
        full_name: 'Noor Haddad',
        requestedAt: expect.any(String),
        expiresAt: named.json<{ expiresAt: string }>().expiresAt,
      },
    ]);
    expect(await waiting(stranger.token)).toEqual([]);
    expect(await waiting(child.token)).toEqual([]);

    // The child's record shows staff whom the child is waiting for.
    const admin = await t.signIn('admin');
    const record = async () =>
      (await t.api('GET', `subscribers/${child.subscriberID}`, undefined, { token: admin })).json<{
        pendingParent: unknown;
      }>().pendingParent;
    expect(await record()).toEqual({
      mobile: `+44${await mobileOf(parent.userId)}`,
      subscriberID: parent.publicId,
      fullName: expect.stringMatching(/^Test subscriber/),
      requestedAt: expect.any(String),
      expiresAt: named.json<{ expiresAt: string }>().expiresAt,
    });

    const approved = await t.api(
      'POST',
      'subscriber/parentApproval',
      { childId: child.subscriberID, parentId: parent.publicId, decision: 'approve' },
      { token: parent.token },
    );
    expect(approved.statusCode).toBe(200);
    expect(await waiting(parent.token)).toEqual([]);
    expect(await record()).toBeNull();
  });

  it('asks who is calling', async () => {
    const res = await t.api('GET', 'parent/waiting');
    expect(res.statusCode).toBe(401);
  });
});
