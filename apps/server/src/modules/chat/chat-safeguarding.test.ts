import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_BAD_MESSAGE } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { chatFixtures, NIGHT_IN_UTC, NOON, type Sent } from '../../test/chat-people.ts';

/* No adult talks with a child out of sight: the child's parents are in it; under 13, only they are. */

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

describe("an adult's conversation with a 14-year-old", () => {
  it("includes the child's parent: they get every message live, read it all as a group, and may write in it", async () => {
    const { coach, kid, mum } = await f.coachAndChild(14);
    const [coachTab, kidTab, mumTab] = [await f.tab(coach), await f.tab(kid), await f.tab(mum)];

    const res = await f.send(coach, kid.publicId, 'Training at five');
    expect(res.statusCode, res.body).toBe(200);
    expect(await f.pushed(kidTab, coach.publicId, 'Training at five')).toMatchObject({ type: 1 });
    expect(await f.pushed(mumTab, f.group(kid, coach), 'Training at five')).toMatchObject({
      type: 1,
      sender: coach.name,
    });

    const members = [
      { name: coach.name, parentOf: null },
      { name: kid.name, parentOf: null },
      { name: mum.name, parentOf: kid.name },
    ];
    expect((await f.friends(coach)).find((x) => x.id === kid.publicId)).toMatchObject({
      members,
      refusal: null,
      watched: false,
    });
    expect((await f.friends(kid)).find((x) => x.id === coach.publicId)).toMatchObject({
      members,
      watched: true,
    });
    expect((await f.friends(mum)).find((x) => x.id === f.group(kid, coach))).toMatchObject({
      members,
      refusal: null,
    });

    const written = await f.send(mum, f.group(kid, coach), 'She will be there');
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<Sent>().message).toMatchObject({ type: 0, friend_id: f.group(kid, coach) });
    expect(await f.pushed(coachTab, kid.publicId, 'She will be there')).toMatchObject({ sender: mum.name });
    expect(await f.pushed(kidTab, coach.publicId, 'She will be there')).toMatchObject({ sender: mum.name });

    for (const [who, id] of [
      [coach, kid.publicId],
      [kid, coach.publicId],
      [mum, f.group(kid, coach)],
    ] as const) {
      expect((await f.messages(who, id)).map((m) => m.msg)).toEqual([
        'Training at five',
        'She will be there',
      ]);
    }
    // The child reads both, the parent's note too.
    expect(
      (await t.api('POST', 'chat/read', { friendId: coach.publicId }, { token: kid.token })).statusCode,
    ).toBe(200);
    expect((await f.friends(kid)).find((x) => x.id === coach.publicId)?.new).toBe(0);
  });

  it('shows the history to a parent linked later, and no longer to a parent unlinked', async () => {
    const [coach, kid] = [await f.adult(), await f.child(15)];
    const dad = await f.parentOf(kid);
    await f.connect(coach, kid);
    expect((await f.send(coach, kid.publicId, 'Well played')).statusCode).toBe(200);
    const mum = await f.parentOf(kid);
    expect((await f.messages(mum, f.group(kid, coach))).map((m) => m.msg)).toEqual(['Well played']);

    await t.db.deleteFrom('relations').where('from_user_id', '=', dad.userId).execute();
    expect((await f.read(dad, f.group(kid, coach))).json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    expect((await f.friends(dad)).map((x) => x.id)).not.toContain(f.group(kid, coach));
    expect((await f.send(dad, f.group(kid, coach), 'Still here?')).statusCode).toBe(404);
  });

  it('is refused while the child has no linked parent (409 CHAT_CHILD_NEEDS_PARENT), text and picture, both ways', async () => {
    const [coach, kid] = [await f.adult(), await f.child(14)];
    await f.connect(coach, kid);
    const before = await f.stored();
    for (const res of [
      await f.send(coach, kid.publicId, 'hello'),
      await f.sendPicture(coach, kid.publicId),
      await f.send(kid, coach.publicId, 'hello'),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([409, 'CHAT_CHILD_NEEDS_PARENT']);
      expect(res.json().message).toMatch(/no linked parent/);
    }
    expect(await f.stored()).toBe(before);
    expect((await f.friends(coach)).find((x) => x.id === kid.publicId)?.refusal).toBe(
      'CHAT_CHILD_NEEDS_PARENT',
    );
  });
});

describe('under 13, only parents message the child', () => {
  it("refuses an adult's text and picture to an 11-year-old, and the child's to them (403 CHAT_PARENTS_ONLY); the parent still writes", async () => {
    const { coach, kid, mum } = await f.coachAndChild(11);
    const before = await f.stored();
    for (const res of [
      await f.send(coach, kid.publicId, 'hello'),
      await f.sendPicture(coach, kid.publicId),
      await f.send(kid, coach.publicId, 'hello'),
      await f.sendPicture(kid, coach.publicId),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([403, 'CHAT_PARENTS_ONLY']);
      expect(res.json().message).toMatch(/Under 13/);
    }
    expect(await f.stored()).toBe(before);
    expect((await f.friends(coach)).find((x) => x.id === kid.publicId)?.refusal).toBe('CHAT_PARENTS_ONLY');
    expect((await f.friends(kid)).find((x) => x.id === coach.publicId)?.refusal).toBe('CHAT_PARENTS_ONLY');
    expect((await f.send(mum, kid.publicId, 'Dinner at six')).statusCode).toBe(200);
    expect((await f.send(kid, mum.publicId, 'OK')).statusCode).toBe(200);
  });

  it('holds against an adult trying around it: a second account, a renamed one, a group id, no connection, another family', async () => {
    const { coach, kid, mum } = await f.coachAndChild(11);
    const second = await f.adult();
    await f.connect(second, kid);
    const before = await f.stored();
    expect((await f.send(second, kid.publicId, 'hi')).json().code).toBe('CHAT_PARENTS_ONLY');
    // Named like the child's parent: the rule reads the family link, not the name.
    await t.db
      .updateTable('users')
      .set({ full_name: mum.name, user_name: `${mum.name}x` })
      .where('id', '=', coach.userId)
      .execute();
    expect((await f.send(coach, kid.publicId, 'hi, it is mum')).json().code).toBe('CHAT_PARENTS_ONLY');
    // The group address is a parent's only.
    for (const id of [f.group(kid, coach), f.group(kid, second), f.group(kid, mum)]) {
      expect((await f.send(coach, id, 'hi')).json().code).toBe('CHAT_NOT_FOUND');
      expect((await f.read(coach, id)).statusCode).toBe(404);
    }
    const stranger = await f.adult();
    expect((await f.send(stranger, kid.publicId, 'hi')).json().code).toBe('CHAT_NOT_FOUND');
    // Another family's parent reads nothing of this child.
    const other = await f.parentOf(await f.child(12));
    expect((await f.read(other, f.group(kid, mum))).statusCode).toBe(404);
    expect((await f.read(other, f.group(kid, coach))).statusCode).toBe(404);
    expect(await f.stored()).toBe(before);
  });

  it('the live channel carries no chat: a chat frame closes it, and typing to the child is not passed on', async () => {
    const [coach, kid, friend] = [await f.adult(), await f.child(11), await f.adult()];
    const mum = await f.parentOf(kid);
    await f.connect(coach, kid);
    await f.connect(coach, friend);
    const [kidTab, friendTab, coachTab] = [await f.tab(kid), await f.tab(friend), await f.tab(coach)];
    coachTab.send(JSON.stringify({ type: 'typing', friendId: kid.publicId }));
    coachTab.send(JSON.stringify({ type: 'typing', friendId: friend.publicId }));
    await friendTab.next('typing');
    expect((await f.send(mum, kid.publicId, 'Bed time')).statusCode).toBe(200);
    await f.pushed(kidTab, mum.publicId, 'Bed time');
    expect(kidTab.received.filter((m) => m.type === 'typing')).toEqual([]);

    const before = await f.stored();
    coachTab.send(JSON.stringify({ type: 'message', friendId: kid.publicId, msg: 'hi' }));
    expect((await coachTab.closed).code).toBe(LIVE_CLOSE_BAD_MESSAGE);
    expect(await f.stored()).toBe(before);
  });
});

describe('two children', () => {
  it("chat as today; each one's parent reads along but does not write, and each child is told", async () => {
    const [ann, ben] = [await f.child(14), await f.child(13)];
    const annsDad = await f.parentOf(ann);
    await f.connect(ann, ben);
    const dadTab = await f.tab(annsDad);
    const res = await f.send(ann, ben.publicId, 'See you at the match');
    expect(res.statusCode, res.body).toBe(200);
    expect((await f.send(ben, ann.publicId, 'Yes!')).statusCode).toBe(200);
    expect(await f.pushed(dadTab, f.group(ann, ben), 'Yes!')).toMatchObject({ sender: ben.name });
    expect((await f.messages(annsDad, f.group(ann, ben))).map((m) => m.msg)).toEqual([
      'See you at the match',
      'Yes!',
    ]);
    const before = await f.stored();
    const refused = await f.send(annsDad, f.group(ann, ben), 'Hello Ben');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CHAT_READ_ONLY']);
    expect(await f.stored()).toBe(before);
    expect((await f.friends(ann)).find((x) => x.id === ben.publicId)).toMatchObject({
      watched: true,
      refusal: null,
    });
    // Ben has no linked parent: nobody reads his side, and he is told nothing.
    expect((await f.friends(ben)).find((x) => x.id === ann.publicId)).toMatchObject({ watched: false });
    expect((await f.friends(annsDad)).find((x) => x.id === f.group(ann, ben))?.refusal).toBe(
      'CHAT_READ_ONLY',
    );
  });
});

describe('the rules are the organisation’s switches', () => {
  it('lets an adult message an 11-year-old (with the parent in it) once the under-13 rule is off', async () => {
    const { coach, kid, mum } = await f.coachAndChild(11);
    await f.settings((s) => ({ safeguarding: { ...s.safeguarding, parentsOnlyUnder13: false } }));
    try {
      expect((await f.send(coach, kid.publicId, 'Welcome to the team')).statusCode).toBe(200);
      expect((await f.messages(mum, f.group(kid, coach))).map((m) => m.msg)).toEqual(['Welcome to the team']);
    } finally {
      await f.settings((s) => ({ safeguarding: { ...s.safeguarding, parentsOnlyUnder13: true } }));
    }
  });
});
