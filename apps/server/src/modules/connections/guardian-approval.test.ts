import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyKit, type Member } from '../../test/families.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { snapshot } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';

/*
 * A connection request to or from someone under the age of consent (16 here) waits for a parent
 * of each minor in it; the minor sees it, and anyone sees a minor's request, only once approved.
 * (A child's own requests: child-requests.test.ts.)
 */

let t: TestApp;
let k: ReturnType<typeof familyKit>;
beforeAll(async () => {
  t = await startTestApp();
  k = familyKit(t);
});
afterAll(() => t.close());

describe("a stranger's request to a child", () => {
  it('waits for the parent: the child is not told, does not see it and cannot accept it', async () => {
    const { child, parent } = await k.family();
    const stranger = await k.adult();
    const tab = await openSignedInLive(await t.app.listen({ host: '127.0.0.1', port: 0 }), parent.token);
    try {
      expect((await k.ask(stranger, child)).statusCode).toBe(200);
      // The parent hears of it at once, live, worded by kind.
      const live = await tab.next('notification');
      expect(live.notification.message).toMatchObject({
        kind: 'child-connection-asked',
        params: { name: expect.stringContaining('Test'), childId: child.publicId, relation: 'friend' },
      });
    } finally {
      tab.close();
    }
    expect(await k.notes(child)).toEqual([]);
    expect((await k.listOf(child)).incoming).toEqual([]);
    expect((await k.listOf(stranger)).outgoing.map((r) => [r.subscriberID, r.waitingForParent])).toEqual([
      [child.publicId, false],
    ]);
    expect((await k.post(child, 'connections/pending-from', { fromId: stranger.publicId })).statusCode).toBe(
      404,
    );

    const before = await snapshot(t);
    const refused = await k.accept(child, stranger);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AWAITING_PARENT');
    expect(await snapshot(t)).toEqual(before);

    expect((await k.childPage(parent, child)).awaitingParent).toEqual([
      expect.objectContaining({ subscriberID: stranger.publicId, kind: 'friend', direction: 'incoming' }),
    ]);
  });

  it('reaches the child once the parent approves; the approval is audited', async () => {
    const { child, parent } = await k.family();
    const stranger = await k.adult();
    await k.ask(stranger, child);
    expect((await k.decide(parent, child, stranger, true)).statusCode).toBe(200);

    expect((await k.notes(child))[0]).toMatchObject({
      from_id: stranger.publicId,
      message: { kind: 'connection-requested' },
    });
    expect((await k.listOf(child)).incoming.map((r) => r.subscriberID)).toEqual([stranger.publicId]);
    expect((await k.childPage(parent, child)).awaitingParent).toEqual([]);
    expect((await k.accept(child, stranger)).statusCode).toBe(200);
    expect((await k.listOf(child)).connections.map((c) => c.subscriberID)).toContain(stranger.publicId);
    expect(await k.audits(parent.userId)).toEqual([
      expect.objectContaining({
        action: 'connection-parent-approved',
        object_id: child.publicId,
        facts: expect.stringContaining('Test'),
      }),
    ]);
  });

  it('is decided by any one of the parents; the other then gets 409 and the child nothing', async () => {
    const { child, parents } = await k.family(2);
    const [mum, dad] = parents as [Member, Member];
    const stranger = await k.adult();
    await k.ask(stranger, child);
    for (const parent of [mum, dad]) {
      expect((await k.notes(parent)).map((n) => n.message.kind)).toEqual(['child-connection-asked']);
    }
    expect((await k.decide(dad, child, stranger, false)).statusCode).toBe(200);
    const before = await snapshot(t);
    const late = await k.decide(mum, child, stranger, true);
    expect(late.statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);
    expect(await k.notes(child)).toEqual([]);
    expect((await k.listOf(stranger)).outgoing).toEqual([]);
    expect((await k.audits(dad.userId)).map((a) => a.action)).toEqual(['connection-parent-declined']);
  });

  it('gets a stranger no further from a second account, after renaming, or asking again', async () => {
    const { child } = await k.family();
    const stranger = await k.adult();
    const second = await k.adult();
    await k.ask(stranger, child);
    await k.ask(second, child);
    const renamed = await k.post(stranger, 'subscriber/edit', {
      user_name: `r${stranger.userName}`.slice(0, 30),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await k.ask(stranger, child)).statusCode).toBe(409);
    expect((await k.listOf(child)).incoming).toEqual([]);
    expect(await k.notes(child)).toEqual([]);
    for (const who of [stranger, second]) {
      expect((await k.accept(child, who)).json().code).toBe('AWAITING_PARENT');
    }
  });

  it('cannot be decided by anyone but the parent', async () => {
    const { child, parent } = await k.family();
    const stranger = await k.adult();
    const other = await k.family();
    await k.ask(stranger, child);
    const before = await snapshot(t);
    for (const who of [stranger, child, other.parent]) {
      expect((await k.decide(who, child, stranger, true)).statusCode).toBe(404);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await k.childPage(parent, child)).awaitingParent).toHaveLength(1);
  });

  it('withdrawn while the parent approves: one of them wins, the other changes nothing', async () => {
    const { child, parent } = await k.family();
    const stranger = await k.adult();
    await k.ask(stranger, child);
    const withdraw = () =>
      k.post(stranger, 'connections/remove', { subscriberID: child.publicId, kind: 'friend' });
    expect((await withdraw()).statusCode).toBe(200);
    expect((await k.decide(parent, child, stranger, true)).statusCode).toBe(404);

    await k.ask(stranger, child);
    const [gone, approved] = await Promise.all([withdraw(), k.decide(parent, child, stranger, true)]);
    expect(gone.statusCode).toBe(200);
    expect([200, 404, 409]).toContain(approved.statusCode);
    const rows = await t.db
      .selectFrom('relations')
      .selectAll()
      .where('to_user_id', '=', child.userId)
      .execute();
    expect(rows.filter((r) => r.kind === 'friend')).toEqual([]);
    if (approved.statusCode !== 200) expect(await k.notes(child)).toEqual([]);
  });
});
