import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyKit } from '../../test/families.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/*
 * A request waiting for a parent stays hidden from the one it is hidden from: asking that person
 * back is taken like any request (it waits for the parent too), and says nothing of the other.
 */

let t: TestApp;
let k: ReturnType<typeof familyKit>;
beforeAll(async () => {
  t = await startTestApp();
  k = familyKit(t);
});
afterAll(() => t.close());

/** A request's answer with the person's own details left out: what must be alike for everyone. */
const shape = (res: { statusCode: number; json: () => Record<string, unknown> }) => [
  res.statusCode,
  Object.keys(res.json()).sort(),
];

describe('a request waiting for a parent', () => {
  it('is not revealed to the child asking the same stranger: theirs waits for the parent too', async () => {
    const { child, parent } = await k.family();
    const stranger = await k.adult();
    const unrelated = await k.adult();
    expect((await k.ask(stranger, child)).statusCode).toBe(200);

    const asked = await k.ask(child, stranger);
    // Alike to asking someone who never asked the child.
    expect(shape(asked)).toEqual(shape(await k.ask(child, unrelated)));
    expect(asked.json()).toMatchObject({ status: '200', to: { subscriberID: stranger.publicId } });
    const mine = await k.listOf(child);
    expect(mine.incoming).toEqual([]);
    expect(mine.outgoing.map((r) => [r.subscriberID, r.waitingForParent])).toEqual(
      expect.arrayContaining([[stranger.publicId, true]]),
    );
    expect(await k.notes(child)).toEqual([]);
    // Asking again is "already asked", about the child's own request only.
    const again = await k.ask(child, stranger);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'You have already asked; wait for their answer.',
    ]);
    // Nor is the stranger told anything of the child's request.
    expect((await k.listOf(stranger)).incoming).toEqual([]);

    // The parent decides once for both ways; the two connect, and no request is left over.
    const page = await k.childPage(parent, child);
    const about = (rows: typeof page.awaitingParent) =>
      rows.filter((r) => r.subscriberID === stranger.publicId);
    expect(
      about(page.awaitingParent)
        .map((r) => r.direction)
        .sort(),
    ).toEqual(['incoming', 'outgoing']);
    expect((await k.decide(parent, child, stranger, true)).statusCode).toBe(200);
    expect(about((await k.childPage(parent, child)).awaitingParent)).toEqual([]);
    expect((await k.accept(child, stranger)).statusCode).toBe(200);
    for (const who of [child, stranger]) {
      const list = await k.listOf(who);
      expect(
        list.incoming
          .concat(list.outgoing)
          .filter((r) => [child.publicId, stranger.publicId].includes(r.subscriberID)),
      ).toEqual([]);
    }
    expect(
      await t.db
        .selectFrom('relations')
        .select(['status'])
        .where((eb) =>
          eb.or([
            eb.and([eb('from_user_id', '=', child.userId), eb('to_user_id', '=', stranger.userId)]),
            eb.and([eb('from_user_id', '=', stranger.userId), eb('to_user_id', '=', child.userId)]),
          ]),
        )
        .execute(),
    ).toEqual([{ status: 'accepted' }]);
  });

  it('is not revealed to an adult the child asked, asking the child (second account alike)', async () => {
    const { child } = await k.family();
    const adult = await k.adult();
    const second = await k.adult();
    expect((await k.ask(child, adult)).statusCode).toBe(200);
    const back = await k.ask(adult, child);
    expect(shape(back)).toEqual(shape(await k.ask(second, child)));
    expect((await k.listOf(adult)).incoming).toEqual([]);
    expect((await k.listOf(child)).incoming).toEqual([]);
  });

  it('withdrawing their own request leaves the hidden one waiting and unmentioned', async () => {
    const { child, parent } = await k.family();
    const stranger = await k.adult();
    await k.ask(stranger, child);
    await k.ask(child, stranger);
    const removed = await k.post(child, 'connections/remove', {
      subscriberID: stranger.publicId,
      kind: 'friend',
    });
    expect(removed.statusCode).toBe(200);
    expect((await k.childPage(parent, child)).awaitingParent.map((r) => r.direction)).toEqual(['incoming']);
    // Nothing more of theirs to withdraw: the same answer as for anyone.
    const none = await k.post(child, 'connections/remove', {
      subscriberID: stranger.publicId,
      kind: 'friend',
    });
    expect([none.statusCode, none.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
