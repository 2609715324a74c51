import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';

// An event whose delivery fails (its read fails, as one that times out would) is not lost in
// silence: the consoles it was for are told to read their lists again, and nobody else's.
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

it('tells only the consoles an undelivered event was for to resync', async () => {
  const [meant, other] = [await person(t, 'coach'), await person(t, 'coach')];
  const [tab, otherTab] = [
    await openSignedInLive(baseUrl, meant.token),
    await openSignedInLive(baseUrl, other.token),
  ];
  // An id no database binds as a number: reading the notification fails on both.
  await t.app.live.publish(t.db, { t: 'notification', userId: meant.userId, id: {} as unknown as number });
  await tab.next('resync');
  // A later event for the other person arrives, and no resync came before it.
  await t.app.live.publish(t.db, { t: 'preferences', userId: other.userId });
  await otherTab.next('preferences');
  expect(otherTab.received.map((m) => m.type)).not.toContain('resync');
  tab.close();
  otherTab.close();
});
