import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, LIVE_CLOSE_UNAUTHENTICATED, UserStatus } from '@fieldhouse/contract';
import { hashPassword } from '../passwords.ts';
import { createSession } from '../sessions.repository.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { openLive, openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';

/*
 * A live socket listens only while its session would pass a call: whatever ends the session or
 * refuses the account closes it with LIVE_CLOSE_UNAUTHENTICATED, and nothing is pushed to it after.
 */
const PASSWORD = 'Right horse 42 battery';
let t: TestApp;
let baseUrl: string;
let passwordHash: string;
const open: LiveTestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  passwordHash = await hashPassword(PASSWORD);
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

type Person = Awaited<ReturnType<typeof person>>;

const live = async (token: string) => {
  const client = await openSignedInLive(baseUrl, token);
  open.push(client);
  return client;
};
const lifetimes = () => ({ idleMs: t.config.sessionIdleMs, absoluteMs: t.config.sessionAbsoluteMs });
/** Another session of the same person, as a second sign-in opens. */
const secondSession = (who: Person) =>
  createSession(t.db, who.userId, lifetimes(), { ip: null, userAgent: null });

// Well below the minute of the periodic sweep: only an immediate close passes.
const CLOSE_WITHIN_MS = 3_000;
/** How the socket ended, or null when it is still open after CLOSE_WITHIN_MS. */
const ending = (client: LiveTestClient) =>
  Promise.race([
    client.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CLOSE_WITHIN_MS)),
  ]);

/** A friend request to `to`: a notification pushed to their consoles. */
async function notify(to: Person) {
  const from = await person(t, 'subscriber');
  const res = await t.api(
    'POST',
    'connections/request',
    { subscriberID: to.publicId, kind: 'friend' },
    { token: from.token },
  );
  expect(res.statusCode, res.body).toBe(200);
}

const pushedNotifications = (client: LiveTestClient) =>
  client.received.filter((m) => m.type === 'notification').length;

describe('a live socket after its session ends', () => {
  it('closes when its session signs out, and hears nothing after; other sessions keep listening', async () => {
    const sam = await person(t, 'subscriber');
    const [tab, otherTab] = [await live(sam.token), await live(await secondSession(sam))];
    expect((await t.api('POST', 'logout', undefined, { token: sam.token })).statusCode).toBe(200);
    await notify(sam);
    expect(await ending(tab)).toEqual({ code: LIVE_CLOSE_UNAUTHENTICATED, reason: expect.any(String) });
    await otherTab.next('notification');
    expect(pushedNotifications(tab)).toBe(0);
  });

  it('closes every socket of a person signed out everywhere by staff', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const tabs = [await live(target.token), await live(await secondSession(target))];
    const res = await t.api('POST', `subscribers/${target.publicId}/sign-out`, undefined, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    await notify(target);
    for (const tab of tabs) {
      expect((await ending(tab))?.code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
      expect(pushedNotifications(tab)).toBe(0);
    }
  });

  it('closes the sockets of a suspended person, and of a deactivated staff member', async () => {
    const admin = await person(t, 'admin');
    const boss = await person(t, 'superAdmin');
    const [athlete, coach] = [await person(t, 'subscriber'), await person(t, 'coach')];
    const [athleteTab, coachTab] = [await live(athlete.token), await live(coach.token)];
    const suspended = await t.api(
      'POST',
      `subscribers/${athlete.publicId}/status`,
      { action: 'suspend', reason: 'Membership fee unpaid' },
      { token: admin.token },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const deactivated = await t.api(
      'POST',
      `staff/${coach.publicId}/status`,
      { action: 'suspend', reason: 'Left the club' },
      { token: boss.token },
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await ending(athleteTab))?.code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    expect((await ending(coachTab))?.code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    // A suspended person's token opens no new socket either.
    expect((await openLive(baseUrl, { type: 'auth', token: athlete.token }).closed).code).toBe(
      LIVE_CLOSE_UNAUTHENTICATED,
    );
  });

  it('closes a waiting account’s socket once its registration is rejected, after the decision reaches it', async () => {
    const admin = await person(t, 'admin');
    const waiting = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ status: UserStatus.awaitingReview })
      .where('id', '=', waiting.userId)
      .execute();
    const tab = await live(waiting.token);
    const res = await t.api(
      'POST',
      `review/registrations/${waiting.publicId}/decision`,
      { decision: 'reject', reason: 'We could not confirm your details' },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await ending(tab))?.code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    expect(pushedNotifications(tab)).toBe(1);
  });

  it('closes the other sessions’ sockets when the password changes, and keeps the one that changed it', async () => {
    const me = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', me.userId)
      .execute();
    const elsewhere = await live(await secondSession(me));
    const here = await live(me.token);
    const res = await t.api(
      'POST',
      'subscriber/password',
      { currentPassword: PASSWORD, newPassword: 'Another horse 43 battery' },
      { token: me.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await ending(elsewhere))?.code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    await t.api('PUT', 'preferences', DEFAULT_PREFERENCES, { token: me.token });
    await here.next('preferences');
  });

  it('closes a socket whose session expired at the next push, before sending it', async () => {
    const sam = await person(t, 'subscriber');
    const tab = await live(sam.token);
    // Time passes beyond the idle lifetime; the friend who then writes signs in afterwards.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + t.config.sessionIdleMs + 1_000);
    await notify(sam);
    expect(await ending(tab)).toEqual({
      code: LIVE_CLOSE_UNAUTHENTICATED,
      reason: expect.stringMatching(/expired/),
    });
    expect(pushedNotifications(tab)).toBe(0);
  });
});

describe('a live socket of a session that may not be used yet', () => {
  it('is refused while a one-time password must be changed, and opens once it is', async () => {
    const me = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 1 })
      .where('id', '=', me.userId)
      .execute();
    const refused = openLive(baseUrl, { type: 'auth', token: me.token });
    expect(await refused.closed).toEqual({
      code: LIVE_CLOSE_UNAUTHENTICATED,
      reason: expect.stringMatching(/one-time password/),
    });
    expect(refused.received).toEqual([]);

    const res = await t.api(
      'POST',
      'subscriber/password',
      { currentPassword: PASSWORD, newPassword: 'Another horse 43 battery' },
      { token: me.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    await live(me.token);
  });
});
