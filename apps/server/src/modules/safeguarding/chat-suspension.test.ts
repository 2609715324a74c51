import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSuspensionListResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';
import { befriend, person } from '../../test/journeys.ts';
import { image, multipart } from '../../test/pictures.ts';
import { auditOf, family, message, type Someone } from '../../test/safeguarding.ts';

let t: TestApp;
let baseUrl: string;
const sockets: LiveTestClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ CHAT_SENDS_PER_MINUTE: '200' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const live = async (who: Someone) => {
  const socket = await openSignedInLive(baseUrl, who.token);
  sockets.push(socket);
  return socket;
};
const suspend = (staff: Someone, who: Someone, note = 'under review') =>
  t.api(
    'PUT',
    `safeguarding/chat-suspensions/${who.publicId}`,
    { note },
    { token: staff.token, headers: { menuID: '23' } },
  );
const lift = (staff: Someone, who: Someone) =>
  t.api('DELETE', `safeguarding/chat-suspensions/${who.publicId}`, undefined, { token: staff.token });
const send = (from: Someone, to: Someone, msg = 'hi') =>
  t.api('POST', 'chat/messages', { friendId: to.publicId, msg }, { token: from.token });
const messageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const suspensionRows = () => t.db.selectFrom('chat_suspensions').selectAll().orderBy('user_id').execute();

describe('suspending chat', () => {
  it('a suspended person can neither send nor read, by any chat call; the code is CHAT_SUSPENDED', async () => {
    const { kid, adult, staff } = await family(t);
    await message(t, adult, kid, 'before');
    expect((await suspend(staff, adult)).statusCode).toBe(200);
    const count = await messageCount();
    const refused = [
      await send(adult, kid),
      await t.api('GET', 'chat/friends', undefined, { token: adult.token }),
      await t.api('GET', `chat/messages?friendId=${kid.publicId}`, undefined, { token: adult.token }),
      await t.api('POST', 'chat/read', { friendId: kid.publicId }, { token: adult.token }),
      await t.api('POST', `chat/messages/picture?friendId=${kid.publicId}`, ...(await pictureUpload(adult))),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHAT_SUSPENDED' });
    }
    // Nobody reaches them either: to others they are out of reach.
    const toThem = await send(kid, adult);
    expect(toThem.statusCode).toBe(404);
    expect(await messageCount()).toBe(count);
  });

  it('holds for a renamed account, and lifts: then both talk again; each change audited once', async () => {
    const { kid, adult, staff } = await family(t);
    const suspends = (await auditOf(t, 'safeguarding-chat-suspend')).length;
    expect((await suspend(staff, adult)).statusCode).toBe(200);
    expect((await suspend(staff, adult)).statusCode).toBe(200);
    expect(await auditOf(t, 'safeguarding-chat-suspend')).toHaveLength(suspends + 1);
    await t.db
      .updateTable('users')
      .set({ user_name: `renamed_${adult.userId}` })
      .where('id', '=', adult.userId)
      .execute();
    expect((await send(adult, kid)).statusCode).toBe(403);
    const list = await t.api('GET', 'safeguarding/chat-suspensions', undefined, { token: staff.token });
    expect(list.json<ChatSuspensionListResponse>().items).toContainEqual({
      person: { subscriberID: adult.publicId, full_name: expect.any(String) },
      note: 'under review',
      since: expect.stringMatching(/Z$/),
    });
    const lifts = (await auditOf(t, 'safeguarding-chat-lift')).length;
    expect((await lift(staff, adult)).statusCode).toBe(200);
    expect((await auditOf(t, 'safeguarding-chat-lift')).at(-1)).toMatchObject({
      user_id: staff.userId,
      object_id: adult.publicId,
    });
    expect(await auditOf(t, 'safeguarding-chat-lift')).toHaveLength(lifts + 1);
    expect((await send(adult, kid)).statusCode).toBe(200);
    expect((await send(kid, adult)).statusCode).toBe(200);
  });

  it('is refused to a coach, a subscriber and the person themselves, changing nothing', async () => {
    const { kid, adult } = await family(t);
    const coach = await person(t, 'coach');
    const rows = await suspensionRows();
    for (const who of [coach, kid, adult]) {
      expect((await suspend(who, adult)).statusCode).toBe(403);
      expect(
        (await t.api('GET', 'safeguarding/chat-suspensions', undefined, { token: who.token })).statusCode,
      ).toBe(403);
    }
    expect(await suspensionRows()).toEqual(rows);
    expect((await suspend((await family(t)).staff, { ...adult, publicId: 'nobody' })).statusCode).toBe(404);
    expect(await suspensionRows()).toEqual(rows);
  });
});

describe('the live channel', () => {
  it('carries no typing from or to a suspended person, and tells their console to read chat again', async () => {
    const { kid, adult, staff } = await family(t);
    const other = await person(t, 'subscriber');
    await befriend(t, other.userId, kid.userId);
    const [kidLive, adultLive] = await Promise.all([live(kid), live(adult)]);
    const otherLive = await live(other);
    // Before: the adult's typing reaches the child.
    adultLive.send(JSON.stringify({ type: 'typing', friendId: kid.publicId }));
    await kidLive.next('typing', (m) => m.friend_id === adult.publicId);

    expect((await suspend(staff, adult)).statusCode).toBe(200);
    await adultLive.next('connections');
    const heardBefore = kidLive.received.length;
    adultLive.send(JSON.stringify({ type: 'typing', friendId: kid.publicId }));
    kidLive.send(JSON.stringify({ type: 'typing', friendId: adult.publicId }));
    // Sent after them, the other friend's typing arrives: the suspended person's did not.
    otherLive.send(JSON.stringify({ type: 'typing', friendId: kid.publicId }));
    await kidLive.next('typing', (m) => m.friend_id === other.publicId);
    const heard = kidLive.received.slice(heardBefore);
    expect(heard.filter((m) => m.type === 'typing' && m.friend_id === adult.publicId)).toEqual([]);
    // A message to the adult is refused, so none reaches their console either.
    expect((await send(kid, adult)).statusCode).toBe(404);
    expect((await send(other, kid, 'after')).statusCode).toBe(200);
    await kidLive.next('message', (m) => m.message.msg === 'after');
    expect(adultLive.received.filter((m) => m.type === 'message' || m.type === 'typing')).toHaveLength(0);
  });
});

async function pictureUpload(who: Someone) {
  const form = multipart(await image('png', 20, 20));
  return [form.payload, { token: who.token, headers: { 'content-type': form.type } }] as const;
}
