import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_BAD_MESSAGE, LIVE_CLOSE_UNAUTHENTICATED } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { openLive, openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';

let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: LiveTestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  for (const name of ['sam', 'coach', 'admin', 'mia']) {
    const res = await t.api('POST', 'login', { username: name, password: 'Fieldhouse#2026' });
    tokens[name] = res.json<{ token: string }>().token;
    ids[name] = res.json<{ subscriberID: string }>().subscriberID;
  }
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

const live = async (who: string) => {
  const client = await openSignedInLive(baseUrl, tokens[who] ?? '');
  open.push(client);
  return client;
};
const call = (who: string, url: string, body?: unknown) => t.api('POST', url, body, { token: tokens[who] });

describe('live notifications', () => {
  it('pushes a new notification to every open console of its recipient, and only theirs', async () => {
    const [samTab1, samTab2, coachTab] = [await live('sam'), await live('sam'), await live('coach')];
    const before = (await call('sam', 'notify/list', {})).json<{ unseen: number }>().unseen;

    expect(
      (await call('admin', 'connections/request', { subscriberID: ids.sam, kind: 'friend' })).statusCode,
    ).toBe(200);

    for (const tab of [samTab1, samTab2]) {
      const pushed = await tab.next('notification');
      expect(pushed.notification).toMatchObject({
        from_id: ids.admin,
        seen_status: '0',
        message: { msg: expect.stringContaining('wants to connect with you as a friend') },
      });
      expect(pushed.unseen).toBe(before + 1);
    }
    // Give a stray push time to arrive before saying none came.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(coachTab.received.filter((m) => m.type === 'notification')).toEqual([]);
  });

  it('tells the other consoles when notifications are marked seen', async () => {
    const tab = await live('sam');
    const list = (await call('sam', 'notify/list', {})).json<{
      notification: { id: number; seen_status: string }[];
    }>();
    const unseen = list.notification.filter((n) => n.seen_status === '0');
    expect(unseen.length).toBeGreaterThan(1);

    await call('sam', 'notify/seen', { id: unseen[0]?.id });
    expect((await tab.next('unseen', (m) => m.unseen === unseen.length - 1)).unseen).toBe(unseen.length - 1);
    await call('sam', 'notify/seen-all');
    expect((await tab.next('unseen', (m) => m.unseen === 0)).unseen).toBe(0);
  });

  it.each([
    ['a wrong token', 'not-a-session'],
    ['script text for a token', '<script>alert(1)</script>'],
    ['SQL for a token', "' or 1=1 --"],
  ])('refuses a socket that signs in with %s, and says why', async (_label, token) => {
    const client = openLive(baseUrl, { type: 'auth', token });
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_UNAUTHENTICATED,
      reason: expect.stringMatching(/session/i),
    });
  });

  it('refuses a token once its session was signed out', async () => {
    const res = await t.api('POST', 'login', { username: 'coach', password: 'Fieldhouse#2026' });
    const token = res.json<{ token: string }>().token;
    await t.api('POST', 'logout', undefined, { token });
    expect((await openLive(baseUrl, { type: 'auth', token }).closed).code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['an unknown message type', { type: 'subscribe', channel: 'all' }],
    ['a token of the wrong type', { type: 'auth', token: 42 }],
    ['a missing token', { type: 'auth' }],
    ['an overlong token', { type: 'auth', token: 'x'.repeat(201) }],
    ['extra fields', { type: 'auth', token: 'x', admin: true }],
  ])('closes the socket on %s', async (_label, first) => {
    expect((await openLive(baseUrl, first).closed).code).toBe(LIVE_CLOSE_BAD_MESSAGE);
  });

  it('closes a signed-in socket that sends anything more, and forgets it', async () => {
    const tab = await live('coach');
    tab.send(JSON.stringify({ type: 'auth', token: tokens.admin }));
    expect((await tab.closed).code).toBe(LIVE_CLOSE_BAD_MESSAGE);
  });

  it('closes a socket that sends a NUL character, as a call refuses one', async () => {
    const tab = await live('coach');
    tab.send(JSON.stringify({ type: 'typing', friendId: `${ids.sam}\u0000` }));
    expect((await tab.closed).code).toBe(LIVE_CLOSE_BAD_MESSAGE);
  });
});
