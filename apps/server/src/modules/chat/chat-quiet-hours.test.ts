import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, waitForJobRow, type TestApp } from '../../test/harness.ts';
import { chatFixtures, type Sent } from '../../test/chat-people.ts';
import { CHAT_RELEASE_JOB } from './chat-release.job.ts';

/* Quiet hours (21:00–07:00 in the organisation's zone): messages to a child wait for the morning. */

let t: TestApp;
let baseUrl = '';
let f: ReturnType<typeof chatFixtures>;
// A summer evening in London (UTC+1): 22:30 there.
const EVENING = Date.parse('2026-06-01T21:30:00Z');
const MORNING = Date.parse('2026-06-02T06:00:00Z');

beforeAll(async () => {
  // Consoles stay signed in through the night the clock jumps over.
  t = await startTestApp({ SESSION_IDLE_MINUTES: String(24 * 60), SESSION_ABSOLUTE_HOURS: '72' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  f = chatFixtures(t, () => baseUrl);
  f.at(EVENING);
  await f.settings((s) => ({
    timeZone: 'Europe/London',
    ageOfConsent: 18,
    quietHours: { from: '21:00', to: '07:00' },
    safeguarding: { ...s.safeguarding, quietHours: true },
  }));
});
afterAll(async () => {
  f.closeTabs();
  vi.useRealTimers();
  await t.close();
});

const releaseJobFor = (messageId: number) =>
  t.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', CHAT_RELEASE_JOB)
    .execute()
    .then((rows) => rows.find((r) => JSON.parse(String(r.payload)).messageId === messageId));

describe('quiet hours', () => {
  it('hold a message to a child until 07:00: not listed, counted or pushed to the child; the others see when it arrives; a job delivers it then', async () => {
    f.at(EVENING);
    const { coach, kid, mum } = await f.coachAndChild(14);
    const [kidTab, mumTab] = [await f.tab(kid), await f.tab(mum)];

    const res = await f.send(coach, kid.publicId, 'Match moved to Sunday');
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<Sent>().message;
    expect(sent.held_until).toBe(new Date(MORNING).toISOString());
    // The parent sees it at once, as waiting; the parent's own message is not held.
    expect(await f.pushed(mumTab, f.group(kid, coach), 'Match moved to Sunday')).toMatchObject({
      held_until: sent.held_until,
    });
    const fromMum = await f.send(mum, kid.publicId, 'Good night');
    expect(fromMum.json<Sent>().message.held_until).toBeNull();
    await f.pushed(kidTab, mum.publicId, 'Good night');

    expect(
      kidTab.received.some((m) => m.type === 'message' && m.message.msg === 'Match moved to Sunday'),
    ).toBe(false);
    expect(await f.messages(kid, coach.publicId)).toEqual([]);
    expect((await f.friends(kid)).find((x) => x.id === coach.publicId)?.new).toBe(0);
    expect((await f.messages(coach, kid.publicId)).map((m) => m.held_until)).toEqual([sent.held_until]);
    // Reading the conversation does not mark what the child has not been given.
    await t.api('POST', 'chat/read', { friendId: coach.publicId }, { token: kid.token });
    const job = await releaseJobFor(sent.id);
    expect(job).toBeDefined();

    vi.setSystemTime(MORNING + 1_000);
    await waitForJobRow(t.db, job!.id, ['completed']);
    const delivered = await f.pushed(kidTab, coach.publicId, 'Match moved to Sunday');
    expect(delivered).toMatchObject({ held_until: null, read: false });
    expect((await f.messages(kid, coach.publicId)).map((m) => m.msg)).toEqual(['Match moved to Sunday']);
    expect((await f.friends(kid)).find((x) => x.id === coach.publicId)?.new).toBe(1);
    expect((await f.messages(coach, kid.publicId))[0]?.held_until).toBeNull();
  });

  it('let messages through at once outside them, between adults, and when the rule is off', async () => {
    f.at(MORNING + 60 * 60_000);
    const { coach, kid } = await f.coachAndChild(14);
    expect((await f.send(coach, kid.publicId, 'Morning!')).json<Sent>().message.held_until).toBeNull();

    f.at(EVENING + 24 * 60 * 60_000);
    const other = await f.adult();
    await f.connect(coach, other);
    const late = await f.send(coach, other.publicId, 'Late meeting');
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<Sent>().message.held_until).toBeNull();
    await f.settings((s) => ({ safeguarding: { ...s.safeguarding, quietHours: false } }));
    try {
      const now = await f.send(coach, kid.publicId, 'Now');
      expect(now.statusCode, now.body).toBe(200);
      expect(now.json<Sent>().message.held_until).toBeNull();
      expect((await f.messages(kid, coach.publicId)).map((m) => m.msg)).toEqual(['Morning!', 'Now']);
    } finally {
      await f.settings((s) => ({ safeguarding: { ...s.safeguarding, quietHours: true } }));
    }
  });
});
