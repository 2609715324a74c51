import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@fieldhouse/contract';
import { chatFixtures, NIGHT_IN_UTC, NOON, type Someone } from '../../test/chat-people.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { relate } from '../../test/journeys.ts';

/*
 * A parent in their child's conversation with an adult (guardiansInChat) sees it arrive as any
 * member does: an unread count of their own, and a notification when the conversation begins.
 */

let t: TestApp;
let baseUrl = '';
let f: ReturnType<typeof chatFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  f = chatFixtures(t, () => baseUrl);
  f.at(NOON);
  await f.settings(() => ({ ...NIGHT_IN_UTC, ageOfConsent: 18 }));
});
afterAll(async () => {
  f.closeTabs();
  vi.useRealTimers();
  await t.close();
});

const notes = async (who: Someone) =>
  (await t.api('POST', 'notify/list', { data: 'x' }, { token: who.token })).json<{
    notification: Notification[];
  }>().notification;
const started = async (who: Someone) =>
  (await notes(who)).filter((n) => n.message.kind === 'child-conversation-started');
const unreadOf = async (who: Someone, friendId: string) =>
  (await f.friends(who)).find((x) => x.id === friendId)?.new;

describe("a parent in their child's conversation with an adult", () => {
  it('is told once when it begins, live, and counts what they have not read, as any member', async () => {
    const { coach, kid, mum } = await f.coachAndChild(14);
    const mumTab = await f.tab(mum);
    expect((await f.send(coach, kid.publicId, 'Training at five')).statusCode).toBe(200);

    const live = await mumTab.next('notification');
    expect(live.notification).toMatchObject({
      from_id: kid.publicId,
      message: {
        kind: 'child-conversation-started',
        params: { child: kid.name, name: coach.name, childId: kid.publicId },
        msg: `${kid.name} and ${coach.name} have begun a conversation. You are in it: read it in Chat.`,
      },
    });
    await f.pushed(mumTab, f.group(kid, coach), 'Training at five');
    expect(await unreadOf(mum, f.group(kid, coach))).toBe(1);

    expect((await f.send(kid, coach.publicId, 'OK, see you')).statusCode).toBe(200);
    await f.pushed(mumTab, f.group(kid, coach), 'OK, see you');
    expect(await unreadOf(mum, f.group(kid, coach))).toBe(2);
    // The child's own count is the child's: what the coach sent.
    expect(await unreadOf(kid, coach.publicId)).toBe(1);
    // Told once, however many messages follow.
    expect(await started(mum)).toHaveLength(1);

    // Reading it clears the parent's count only, and their consoles hear of it.
    expect(
      (await t.api('POST', 'chat/read', { friendId: f.group(kid, coach) }, { token: mum.token })).statusCode,
    ).toBe(200);
    await mumTab.next('read', (m) => m.friend_id === f.group(kid, coach));
    expect(await unreadOf(mum, f.group(kid, coach))).toBe(0);
    expect(await unreadOf(kid, coach.publicId)).toBe(1);

    // Their own message does not count for them; the next one from the coach does.
    expect((await f.send(mum, f.group(kid, coach), 'She will be there')).statusCode).toBe(200);
    expect(await unreadOf(mum, f.group(kid, coach))).toBe(0);
    expect((await f.send(coach, kid.publicId, 'Great')).statusCode).toBe(200);
    expect(await unreadOf(mum, f.group(kid, coach))).toBe(1);
    expect(await started(mum)).toHaveLength(1);
  });

  it('reaches every family parent (a second one linked by staff too), and no one else', async () => {
    const { coach, kid, mum } = await f.coachAndChild(14);
    const dad = await f.adult();
    await relate(t, { from: dad.userId, to: kid.userId, kind: 'parent', status: 'accepted' });
    await t.db
      .updateTable('relations')
      .set({ origin: 'staff' })
      .where('from_user_id', '=', dad.userId)
      .execute();
    // A "parent" by a connection request is a plain connection: not in the child's conversations.
    const byRequest = await f.adult();
    await relate(t, {
      from: byRequest.userId,
      to: kid.userId,
      kind: 'parent',
      status: 'accepted',
      origin: 'request',
    });
    const stranger = await f.adult();

    expect((await f.send(kid, coach.publicId, 'Hello coach')).statusCode).toBe(200);
    for (const parent of [mum, dad]) {
      expect(await started(parent)).toHaveLength(1);
      expect(await unreadOf(parent, f.group(kid, coach))).toBe(1);
    }
    for (const other of [byRequest, stranger, coach]) expect(await started(other)).toEqual([]);
    expect(await unreadOf(coach, kid.publicId)).toBe(1);
    // Another person cannot mark the parent's place read, nor read it at all.
    const refused = await t.api(
      'POST',
      'chat/read',
      { friendId: f.group(kid, coach) },
      { token: stranger.token },
    );
    expect(refused.statusCode).toBe(404);
    expect(await unreadOf(mum, f.group(kid, coach))).toBe(1);
  });

  it('with guardians in chat switched off, tells no parent', async () => {
    const { coach, kid, mum } = await f.coachAndChild(14);
    await f.settings((s) => ({ safeguarding: { ...s.safeguarding, guardiansInChat: false } }));
    try {
      expect((await f.send(coach, kid.publicId, 'No parents here')).statusCode).toBe(200);
      expect(await started(mum)).toEqual([]);
    } finally {
      await f.settings((s) => ({ safeguarding: { ...s.safeguarding, guardiansInChat: true } }));
    }
  });
});
