import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startProcess, stopProcesses, type AppProcess } from '../../test/app-process.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { LIVE_CLOSE_UNAUTHENTICATED } from '@fieldhouse/contract';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';

// Well below the minute of the periodic sweep: only the bus carries the close this fast.
const CLOSE_WITHIN_MS = 3_000;
const ending = (client: LiveTestClient) =>
  Promise.race([
    client.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CLOSE_WITHIN_MS)),
  ]);

describe.skipIf(!onPostgres)('live notifications across two app processes on one PostgreSQL', () => {
  let t: TestApp;
  let one: AppProcess;
  let two: AppProcess;
  let samTab: LiveTestClient | undefined;
  const tabs: LiveTestClient[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    [one, two] = await Promise.all([startProcess(t), startProcess(t)]);
  }, 60_000);
  afterAll(async () => {
    samTab?.close();
    for (const tab of tabs) tab.close();
    // Their shutdown still writes to the schema: let it end before the schema is dropped.
    await stopProcesses([one, two]);
    await t?.close();
  });

  it('a notification created through one process reaches a console connected to the other', async () => {
    const signIn = async (url: string, username: string) =>
      (await post(url, 'login', { username, password: 'Fieldhouse#2026' })).json as {
        token: string;
        subscriberID: string;
      };
    const sam = await signIn(two.url, 'sam');
    const admin = await signIn(one.url, 'admin');
    samTab = await openSignedInLive(two.url, sam.token);

    const asked = await post(
      one.url,
      'connections/request',
      { subscriberID: sam.subscriberID, kind: 'friend' },
      admin.token,
    );
    expect(asked.status).toBe(200);

    const pushed = await samTab.next('notification');
    expect(pushed.notification.from_id).toBe(admin.subscriberID);
    expect(pushed.notification.message.msg).toMatch(/wants to connect with you as a friend/);

    // Marking everything seen through the first process clears the bell on the second.
    await post(one.url, 'notify/seen-all', {}, sam.token);
    expect((await samTab.next('unseen', (m) => m.unseen === 0)).unseen).toBe(0);
  }, 30_000);

  it('a sign-out through one process closes the sockets of that session on the other', async () => {
    const signIn = async (url: string, username: string) =>
      (await post(url, 'login', { username, password: 'Fieldhouse#2026' })).json as {
        token: string;
        subscriberID: string;
      };
    // A subscriber: staff accounts are signed out through the staff calls, not the subscriber ones.
    const [{ token: mine }, { token: kept, subscriberID }] = [
      await signIn(two.url, 'sam'),
      await signIn(two.url, 'sam'),
    ];
    const [tab, keptTab] = [await openSignedInLive(two.url, mine), await openSignedInLive(two.url, kept)];
    tabs.push(tab, keptTab);

    expect((await post(one.url, 'logout', {}, mine)).status).toBe(200);
    expect(await ending(tab)).toEqual({ code: LIVE_CLOSE_UNAUTHENTICATED, reason: expect.any(String) });

    // Staff signing the person out everywhere, through the first process, closes the rest.
    const { token: admin } = await signIn(one.url, 'admin');
    expect((await post(one.url, `subscribers/${subscriberID}/sign-out`, {}, admin)).status).toBe(200);
    expect((await ending(keptTab))?.code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
  }, 30_000);
});
