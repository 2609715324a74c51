import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_ASKS_PER_HOUR,
  DEMO_CONTACT_USER_NAME,
  type ConnectionsResponse,
} from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerVerified, snapshot, type Registered } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';

// Asking by user name (nobody knows another's id), the waiting lists, taking back, and the limit.
let t: TestApp;
let baseUrl: string;
let ana: Registered;
let ben: Registered;
let sam: string;
beforeAll(async () => {
  // Without staff review, a verified adult is active at once and can be found.
  t = await startTestApp({ REVIEW_REGISTRATIONS: 'false' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ana = await registerVerified(t, { full_name: 'Ana Lima' });
  ben = await registerVerified(t, { full_name: 'Ben Carter' });
  sam = await t.signIn('sam');
});
afterAll(() => t.close());

const ask = (token: string, body: unknown) => t.api('POST', 'connections/request', body, { token });
const listOf = async (token: string) =>
  (await t.api('GET', 'connections', undefined, { token })).json<ConnectionsResponse>();
const relationCount = async () => (await t.db.selectFrom('relations').select('id').execute()).length;

describe('asking to connect by user name', () => {
  it('finds the subscriber by exact user name in any case, and answers only who they are', async () => {
    const ben_tab = await openSignedInLive(baseUrl, ben.token);
    const res = await ask(ana.token, { userName: ben.body.user_name.toUpperCase(), kind: 'teammate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '200',
      to: { subscriberID: ben.subscriberID, full_name: 'Ben Carter', profile_image: '' },
    });
    // Ben's console is told to read his connections again, as well as shown the notification.
    await ben_tab.next('connections');
    await ben_tab.next('notification', (m) => m.notification.from_id === ana.subscriberID);
    ben_tab.close();
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', ana.userId)
      .execute();
    expect(audited.map((a) => a.action)).toContain('connect-teammate');
  });

  it('lists the waiting request as outgoing for the asker and incoming for the other', async () => {
    const mine = await listOf(ana.token);
    expect(mine.outgoing).toEqual([
      {
        subscriberID: ben.subscriberID,
        full_name: 'Ben Carter',
        user_name: ben.body.user_name,
        profile_image: '',
        kind: 'teammate',
        requestedAt: expect.any(String),
        waitingForParent: false,
      },
    ]);
    expect(mine.incoming).toEqual([]);
    const theirs = await listOf(ben.token);
    expect(theirs.incoming.map((p) => [p.subscriberID, p.kind])).toEqual([[ana.subscriberID, 'teammate']]);
    expect(theirs.connections).toEqual([]);
  });

  it('lets the one asked answer, not remove, and the asker take the request back', async () => {
    const refused = await t.api(
      'POST',
      'connections/remove',
      { subscriberID: ana.subscriberID, kind: 'teammate' },
      { token: ben.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_STATE');
    const taken = await t.api(
      'POST',
      'connections/remove',
      { subscriberID: ben.subscriberID, kind: 'teammate' },
      { token: ana.token },
    );
    expect(taken.statusCode).toBe(200);
    expect((await listOf(ana.token)).outgoing).toEqual([]);
    expect((await listOf(ben.token)).incoming).toEqual([]);
  });

  it('answers 404 with a human message beside the field for a name nobody has', async () => {
    const before = await relationCount();
    const res = await ask(ana.token, { userName: 'nobody.here', kind: 'friend' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', fields: { userName: expect.any(String) } });
    expect(res.json().message).toMatch(/user name/);
    expect(await relationCount()).toBe(before);
  });

  it.each([
    ['staff (coach)', 'coach'],
    ['staff (admin)', 'admin'],
    ['the demo contact', DEMO_CONTACT_USER_NAME],
    ['an account that is not active yet (mia)', 'mia'],
  ])('finds %s no more than nobody', async (_, userName) => {
    const res = await ask(ana.token, { userName, kind: 'friend' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('never finds yourself', async () => {
    const before = await snapshot(t);
    const res = await ask(sam, { userName: 'SAM', kind: 'friend' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { userName: 'This is you' },
      fieldCodes: { userName: 'PERSON_IS_YOU' },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['missing', { kind: 'friend' }],
    ['a number', { userName: 42, kind: 'friend' }],
    ['overlong', { userName: 'a'.repeat(33), kind: 'friend' }],
    ['script text', { userName: '<script>alert(1)</script>', kind: 'friend' }],
    ['SQL text', { userName: "sam' OR '1'='1", kind: 'friend' }],
    ['given with an id as well', { userName: 'sam', subscriberID: 'x', kind: 'friend' }],
  ])('refuses a user name %s with 400, changing nothing', async (_, body) => {
    const before = await snapshot(t);
    const res = await ask(ana.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { userName: expect.any(String) } });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.api('POST', 'connections/request', { userName: 'sam', kind: 'friend' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it(`stops after ${CONNECTION_ASKS_PER_HOUR} asks an hour, misses included, with 429`, async () => {
    // Ana has asked once and missed five names above; Ben starts afresh.
    for (let i = 0; i < CONNECTION_ASKS_PER_HOUR; i += 1) {
      expect((await ask(ben.token, { userName: `ghost${i}`, kind: 'friend' })).statusCode).toBe(404);
    }
    const before = await snapshot(t);
    for (const body of [
      { userName: 'ghost-more', kind: 'friend' },
      { userName: ana.body.user_name, kind: 'friend' },
    ]) {
      const res = await ask(ben.token, body);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(await snapshot(t)).toEqual(before);
    // Others keep their own budget.
    expect((await ask(ana.token, { userName: ben.body.user_name, kind: 'friend' })).statusCode).toBe(200);
  });
});
