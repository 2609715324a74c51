import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  DEMO_CONTACT_USER_NAME,
  MAX_ROW_ID,
  type ChatFriend,
  type ChatMessagesResponse,
} from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { CHAT_DEMO_REPLY_JOB } from './chat-echo.job.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';
import { bytesOf, image, multipart, pictureStore, storedNames } from '../../test/pictures.ts';
import sharp from 'sharp';

let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: LiveTestClient[] = [];

beforeAll(async () => {
  // Paging sends more than a page of messages at once: more than the default rate allows a minute.
  t = await startTestApp({ CHAT_SENDS_PER_MINUTE: String(CHAT_PAGE_SIZE * 2) });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  for (const name of ['sam', 'coach', 'admin']) {
    const res = await t.api('POST', 'login', { username: name, password: 'Fieldhouse#2026' });
    tokens[name] = res.json<{ token: string }>().token;
    ids[name] = res.json<{ subscriberID: string }>().subscriberID;
  }
  const echo = await t.db
    .selectFrom('users')
    .select('public_id')
    .where('user_name', '=', DEMO_CONTACT_USER_NAME)
    .executeTakeFirstOrThrow();
  ids.echo = echo.public_id;
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
const friendsOf = async (who: string) =>
  (await t.api('GET', 'chat/friends', undefined, { token: tokens[who] })).json<{ friends: ChatFriend[] }>()
    .friends;
const conversation = (who: string, friend: string, before?: number) =>
  t.api('GET', `chat/messages?friendId=${friend}${before ? `&before=${before}` : ''}`, undefined, {
    token: tokens[who],
  });
const send = (who: string, body: unknown) => t.api('POST', 'chat/messages', body, { token: tokens[who] });
const countMessages = async () =>
  Number(
    (
      await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('friend list', () => {
  it('lists connections and the demo contact, with online state and unread counts', async () => {
    const friends = await friendsOf('sam');
    expect(friends.map((f) => f.name).sort()).toEqual(['Casey Rivera', 'Echo (demo contact)']);
    expect(friends.find((f) => f.id === ids.coach)).toMatchObject({ status: false, new: 1 });
    expect(friends.find((f) => f.id === ids.echo)).toMatchObject({ status: true, time: null, new: 0 });
  });

  it('asks for a signed-in caller', async () => {
    expect((await t.api('GET', 'chat/friends')).statusCode).toBe(401);
  });
});

describe('conversation', () => {
  it('shows the seeded conversation oldest first, sent as 0 and received as 1', async () => {
    const res = await conversation('sam', ids.coach ?? '');
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatMessagesResponse>();
    expect(body.messages.map((m) => [m.type, m.msg])).toEqual([
      [1, 'Hi Sam, are you coming to training on Thursday?'],
      [0, 'Yes, and I can bring Mia once her account is approved.'],
      [1, 'Great. Kick-off moved to 6 pm.'],
    ]);
    expect(body.more).toBe(false);
  });

  it.each([
    ['someone not connected', () => ids.admin],
    ['an unknown id', () => 'no-such-person'],
    ['yourself', () => ids.sam],
  ])('answers CHAT NOT FOUND for %s, reading or sending', async (_label, friend) => {
    const read = await conversation('sam', friend() ?? '');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'CHAT_NOT_FOUND', message: 'CHAT NOT FOUND' });
    const before = await countMessages();
    expect((await send('sam', { friendId: friend(), msg: 'hello' })).json()).toMatchObject({
      code: 'CHAT_NOT_FOUND',
    });
    expect(await countMessages()).toBe(before);
  });

  it('does not let a third person read a conversation', async () => {
    // admin is connected to neither: asking for either side is refused the same way.
    for (const friend of [ids.sam, ids.coach]) {
      expect((await conversation('admin', friend ?? '')).statusCode).toBe(404);
    }
  });

  it('pages older messages when scrolling up', async () => {
    for (let i = 1; i <= CHAT_PAGE_SIZE + 5; i++) {
      expect((await send('coach', { friendId: ids.sam, msg: `drill ${i}` })).statusCode).toBe(200);
    }
    const first = (await conversation('sam', ids.coach ?? '')).json<ChatMessagesResponse>();
    expect(first.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.messages.at(-1)?.msg).toBe(`drill ${CHAT_PAGE_SIZE + 5}`);
    expect(first.more).toBe(true);
    const older = (
      await conversation('sam', ids.coach ?? '', first.messages[0]?.id)
    ).json<ChatMessagesResponse>();
    expect(older.messages.map((m) => m.msg).slice(-5)).toEqual([
      'drill 1',
      'drill 2',
      'drill 3',
      'drill 4',
      'drill 5',
    ]);
    expect(older.more).toBe(false);
  });

  it('refuses a cursor beyond any row id with a 400 and a code (PostgreSQL answered 500)', async () => {
    const res = await conversation('sam', ids.coach ?? '', MAX_ROW_ID + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { before: expect.any(String) } });
    expect((await conversation('sam', ids.coach ?? '', MAX_ROW_ID)).statusCode).toBe(200);
  });

  it('marks messages read: the unread count goes to 0 and the reader’s other consoles hear it', async () => {
    const otherTab = await live('sam');
    expect((await friendsOf('sam')).find((f) => f.id === ids.coach)?.new).toBeGreaterThan(0);
    expect(
      (await t.api('POST', 'chat/read', { friendId: ids.coach }, { token: tokens.sam })).statusCode,
    ).toBe(200);
    expect((await friendsOf('sam')).find((f) => f.id === ids.coach)?.new).toBe(0);
    expect(await otherTab.next('read')).toEqual({ type: 'read', friend_id: ids.coach });
  });
});

describe('sending', () => {
  it.each([
    ['an empty message', { msg: '' }],
    ['only spaces', { msg: '   ' }],
    ['no message', {}],
    ['a number', { msg: 42 }],
    ['an overlong message', { msg: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }],
    ['an extra field', { msg: 'hi', from: 'someone' }],
  ])('refuses %s with a field error and stores nothing', async (_label, body) => {
    const before = await countMessages();
    const res = await send('sam', { friendId: ids.coach, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await countMessages()).toBe(before);
  });

  it('delivers at once to every console of both people, as received and as sent', async () => {
    const [coachTab, samOtherTab] = [await live('coach'), await live('sam')];
    const text = '<script>alert(1)</script> see you at 6';
    const res = await send('sam', { friendId: ids.coach, msg: `  ${text}  ` });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ message: { id: number } }>().message.id;
    expect((await coachTab.next('message', (m) => m.message.id === id)).message).toMatchObject({
      friend_id: ids.sam,
      type: 1,
      msg: text,
    });
    expect((await samOtherTab.next('message', (m) => m.message.id === id)).message).toMatchObject({
      friend_id: ids.coach,
      type: 0,
    });
  });

  it('tells the friend while someone types, and only a friend', async () => {
    const [coachTab, adminTab, samTab] = [await live('coach'), await live('admin'), await live('sam')];
    samTab.send(JSON.stringify({ type: 'typing', friendId: ids.coach }));
    expect(await coachTab.next('typing')).toEqual({ type: 'typing', friend_id: ids.sam });
    samTab.send(JSON.stringify({ type: 'typing', friendId: ids.admin }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(adminTab.received.filter((m) => m.type === 'typing')).toEqual([]);
  });

  it('the demo contact types, then echoes the message 3 seconds later', async () => {
    const samTab = await live('sam');
    const sentAt = Date.now();
    expect((await send('sam', { friendId: ids.echo, msg: 'Is anyone there?' })).statusCode).toBe(200);
    expect(await samTab.next('typing')).toEqual({ type: 'typing', friend_id: ids.echo });
    const reply = await samTab.next(
      'message',
      (m) => m.message.type === 1 && m.message.friend_id === ids.echo,
    );
    expect(reply.message.msg).toBe('Is anyone there?');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2_900);
    // A delayed job in the database, not a timer in this process: it outlives a restart.
    const job = await t.latestJob(CHAT_DEMO_REPLY_JOB, await t.userId('sam'));
    expect(await t.waitForJob(job?.id ?? '')).toMatchObject({ state: 'completed', done: 1, total: 1 });
  });
});

describe('pictures', () => {
  const sendPicture = (who: string, friend: string, content: Buffer, filename = 'pic.png') => {
    const body = multipart(content, filename);
    return t.api('POST', `chat/messages/picture?friendId=${friend}`, body.payload, {
      token: tokens[who],
      headers: { 'content-type': body.type },
    });
  };

  it('sends a picture, shrunk to fit 1280 px as WebP, to both people live', async () => {
    const coachTab = await live('coach');
    const res = await sendPicture('sam', ids.coach ?? '', await image('jpeg', 2400, 1600));
    expect(res.statusCode).toBe(200);
    const message = res.json<{ message: { id: number; msg: string; image: string } }>().message;
    // A signed address that works for a while (chat-pictures.test.ts).
    const stored = /^\/media\/(chat\/[0-9a-f]{32}\.webp)\?exp=\d+&sig=[\w-]+$/.exec(message.image)?.[1];
    expect(message.msg).toBe('');
    expect(stored).toBeTruthy();
    const kept = await pictureStore(t).get(stored!);
    const meta = await sharp(await bytesOf(kept!.body)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 853]);
    const pushed = (await coachTab.next('message', (m) => m.message.id === message.id)).message.image;
    expect(pushed?.split('?')[0]).toBe(`/media/${stored}`);
  });

  it('refuses a fake picture and someone else’s conversation, storing nothing', async () => {
    const before = await countMessages();
    const files = async () => (await storedNames(t)).length;
    const filesBefore = await files();
    const fake = await sendPicture('sam', ids.coach ?? '', Buffer.from('<?php echo 1; ?>'), 'cat.png');
    expect([fake.statusCode, fake.json().code]).toEqual([415, 'UNSUPPORTED_IMAGE']);
    const stranger = await sendPicture('admin', ids.sam ?? '', await image('png'));
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'CHAT_NOT_FOUND']);
    expect(await countMessages()).toBe(before);
    expect(await files()).toBe(filesBefore);
  });
});

describe('presence', () => {
  it('shows a friend online while a console is open, and last seen once the last one closes', async () => {
    // Start from nobody online: close what earlier tests opened.
    for (const client of open.splice(0)) client.close();
    const coachOnline = async () => (await friendsOf('sam')).find((f) => f.id === ids.coach)?.status;
    await expect.poll(coachOnline).toBe(false);

    const samTab = await live('sam');
    const coachTab = await live('coach');
    expect(await samTab.next('presence', (m) => m.friend_id === ids.coach && m.status)).toMatchObject({
      time: null,
    });
    expect(await coachOnline()).toBe(true);

    // Only what comes after the close counts: a leave from an earlier test can land in this tab
    // late, as an "offline" from before the coach came online.
    samTab.received.splice(0);
    coachTab.close();
    const offline = await samTab.next('presence', (m) => m.friend_id === ids.coach && !m.status);
    expect(Date.parse(offline.time ?? '')).toBeGreaterThan(Date.now() - 10_000);
    expect((await friendsOf('sam')).find((f) => f.id === ids.coach)).toMatchObject({
      status: false,
      time: offline.time,
    });
  });
});
