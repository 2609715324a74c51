import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startProcess, stopProcesses, type AppProcess } from '../../test/app-process.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';

describe.skipIf(!onPostgres)('live notifications across two app processes on one PostgreSQL', () => {
  let t: TestApp;
  let one: AppProcess;
  let two: AppProcess;
  let samTab: LiveTestClient | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    [one, two] = await Promise.all([startProcess(t), startProcess(t)]);
  }, 60_000);
  afterAll(async () => {
    samTab?.close();
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
});
