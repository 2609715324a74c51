import { vi } from 'vitest';
import type {
  ChatFriend,
  ChatMessage,
  ChatMessagesResponse,
  OrganisationSettings,
} from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';
import { befriend, person, relate } from './journeys.ts';
import { openSignedInLive, type LiveTestClient } from './live-client.ts';
import { image, multipart } from './pictures.ts';

/* The people and calls of the safeguarding tests of chat: children by age, their parents, tabs. */

/** The tests' day: noon, outside NIGHT_IN_UTC's quiet hours. */
export const NOON = Date.parse('2026-06-01T12:00:00Z');
/**
 * Settings that keep NOON outside quiet hours. The harness puts its quiet hours twelve hours from
 * the real clock, so without them a file run between 00:00 and 01:00 UTC would hold every message
 * to a child sent at the faked noon.
 */
export const NIGHT_IN_UTC = { timeZone: 'UTC', quietHours: { from: '21:00', to: '07:00' } };
export type Someone = { token: string; userId: number; publicId: string; name: string };

export function chatFixtures(t: TestApp, baseUrl: () => string) {
  const tabs: LiveTestClient[] = [];

  async function named(p: { token: string; userId: number; publicId: string }): Promise<Someone> {
    const row = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', p.userId)
      .executeTakeFirstOrThrow();
    return { ...p, name: row.full_name };
  }
  const adult = async () => named(await person(t, 'coach'));
  /** A child of `years` on the tests' day. */
  async function child(years: number) {
    const p = await person(t, 'subscriber');
    const born = `${new Date(Date.now()).getUTCFullYear() - years - 1}-12-31`;
    await t.db.updateTable('users').set({ date_of_birth: born }).where('id', '=', p.userId).execute();
    return named(p);
  }
  /** A parent linked to the child as the registration's approval links them. */
  async function parentOf(kid: Someone) {
    const p = await named(await person(t, 'subscriber'));
    await relate(t, {
      from: p.userId,
      to: kid.userId,
      kind: 'parent',
      status: 'accepted',
      origin: 'approval',
    });
    return p;
  }
  const connect = (a: Someone, b: Someone) => befriend(t, a.userId, b.userId);
  /** A coach connected to a child of `years` whose parent is linked. */
  async function coachAndChild(years: number) {
    const [coach, kid] = [await adult(), await child(years)];
    const mum = await parentOf(kid);
    await connect(coach, kid);
    return { coach, kid, mum };
  }
  const send = (from: Someone, friendId: string, msg: string) =>
    t.api('POST', 'chat/messages', { friendId, msg }, { token: from.token });
  async function sendPicture(from: Someone, friendId: string) {
    const body = multipart(await image('png'));
    return t.api('POST', `chat/messages/picture?friendId=${friendId}`, body.payload, {
      token: from.token,
      headers: { 'content-type': body.type },
    });
  }
  const read = (who: Someone, friendId: string) =>
    t.api('GET', `chat/messages?friendId=${friendId}`, undefined, { token: who.token });
  const messages = async (who: Someone, friendId: string) => {
    const res = await read(who, friendId);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<ChatMessagesResponse>().messages;
  };
  const friends = async (who: Someone) =>
    (await t.api('GET', 'chat/friends', undefined, { token: who.token })).json<{ friends: ChatFriend[] }>()
      .friends;
  const group = (kid: Someone, other: Someone) => `${kid.publicId}.${other.publicId}`;
  async function tab(who: Someone) {
    const client = await openSignedInLive(baseUrl(), who.token);
    tabs.push(client);
    return client;
  }
  const pushed = (client: LiveTestClient, friendId: string, msg: string) =>
    client
      .next('message', (m) => m.message.friend_id === friendId && m.message.msg === msg)
      .then((m) => m.message);
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function settings(change: (s: OrganisationSettings) => Partial<OrganisationSettings>) {
    const admin = await person(t, 'superAdmin');
    const current = (await t.api('GET', 'settings', undefined, { token: admin.token })).json<{
      settings: OrganisationSettings;
    }>().settings;
    const {
      logo: _logo,
      confirmed: _confirmed,
      updatedAt: _updatedAt,
      ...input
    } = { ...current, ...change(current) };
    const res = await t.api('PUT', 'settings', input, { token: admin.token });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const at = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };
  const closeTabs = () => tabs.forEach((c) => c.close());
  return {
    adult,
    child,
    coachAndChild,
    parentOf,
    connect,
    send,
    sendPicture,
    read,
    messages,
    friends,
    group,
    tab,
    pushed,
    stored,
    settings,
    at,
    closeTabs,
  };
}

export type Sent = { message: ChatMessage };
