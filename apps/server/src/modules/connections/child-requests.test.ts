import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationSettings } from '@fieldhouse/contract';
import { agedPerson } from '../../test/events.ts';
import { familyKit, type Member } from '../../test/families.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, snapshot } from '../../test/journeys.ts';

/* A child's own requests, a parent ending the child's connections, and the rule switched off. */

let t: TestApp;
let k: ReturnType<typeof familyKit>;
beforeAll(async () => {
  t = await startTestApp();
  k = familyKit(t);
});
afterAll(() => t.close());

describe("a child's own request", () => {
  it('shows "waiting for your parent" and reaches the other side only once approved', async () => {
    const { child, parent } = await k.family();
    const coach = await k.adult();
    expect((await k.ask(child, coach)).statusCode).toBe(200);
    expect((await k.listOf(child)).outgoing.map((r) => r.waitingForParent)).toEqual([true]);
    expect(await k.notes(coach)).toEqual([]);
    expect((await k.listOf(coach)).incoming).toEqual([]);
    expect((await k.notes(parent))[0]?.message.kind).toBe('child-connection-asking');
    expect((await k.childPage(parent, child)).awaitingParent).toEqual([
      expect.objectContaining({ subscriberID: coach.publicId, direction: 'outgoing' }),
    ]);

    expect((await k.decide(parent, child, coach, true)).statusCode).toBe(200);
    expect((await k.listOf(child)).outgoing.map((r) => r.waitingForParent)).toEqual([false]);
    expect((await k.notes(coach))[0]).toMatchObject({ from_id: child.publicId });
    expect((await k.accept(coach, child)).statusCode).toBe(200);
  });

  it('between two minors waits for each side’s parent in turn', async () => {
    const a = await k.family();
    const b = await k.family();
    await k.ask(a.child, b.child);
    expect((await k.childPage(b.parent, b.child)).awaitingParent).toEqual([]);
    expect((await k.decide(b.parent, b.child, a.child, true)).statusCode).toBe(404);
    expect(await k.notes(b.parent)).toEqual([]);

    expect((await k.decide(a.parent, a.child, b.child, true)).statusCode).toBe(200);
    expect((await k.notes(b.parent))[0]?.message.kind).toBe('child-connection-asked');
    expect(await k.notes(b.child)).toEqual([]);
    expect((await k.accept(b.child, a.child)).json().code).toBe('AWAITING_PARENT');

    expect((await k.decide(b.parent, b.child, a.child, true)).statusCode).toBe(200);
    expect((await k.notes(b.child))[0]).toMatchObject({ from_id: a.child.publicId });
    expect((await k.accept(b.child, a.child)).statusCode).toBe(200);
  });

  it('is refused while no parent is linked (409 PARENT_LINK_REQUIRED), changing nothing', async () => {
    const child = await agedPerson(t, 14);
    const friend = await k.adult();
    const before = await snapshot(t);
    const res = await k.ask(child, friend);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PARENT_LINK_REQUIRED');
    expect(await snapshot(t)).toEqual(before);
    // Asked by a stranger, the same child's request waits unseen: a refusal would tell the stranger
    // that this name is a child's with no parent watching.
    expect((await k.ask(friend, child)).statusCode).toBe(200);
    expect((await k.listOf(child)).incoming).toEqual([]);
    expect(await k.notes(child)).toEqual([]);
  });
});

describe("a parent and their child's connections", () => {
  it('removes one (audited), but not a parent link, and nobody else may', async () => {
    const { child, parent } = await k.family();
    const friend = await k.adult();
    await k.ask(friend, child);
    await k.decide(parent, child, friend, true);
    await k.accept(child, friend);
    const remove = (who: Member, other: Member, kind = 'friend') =>
      k.post(who, `family/children/${child.publicId}/connections/remove`, {
        subscriberID: other.publicId,
        kind,
      });

    const before = await snapshot(t);
    expect((await remove(friend, friend)).statusCode).toBe(404);
    expect((await remove(parent, parent, 'parent')).statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);

    expect((await remove(parent, friend)).statusCode).toBe(200);
    expect((await k.listOf(child)).connections.map((c) => c.subscriberID)).toEqual([parent.publicId]);
    expect((await k.audits(parent.userId)).map((a) => a.action)).toEqual([
      'connection-parent-approved',
      'disconnect-by-parent',
    ]);
  });
});

describe('with guardian approval switched off in the settings', () => {
  it('connects a child as before: told at once, and free to accept', async () => {
    const boss = await person(t, 'superAdmin');
    const read = async () =>
      (await t.api('GET', 'settings', undefined, { token: boss.token })).json<{
        settings: OrganisationSettings;
      }>().settings;
    const { logo: _l, confirmed: _c, updatedAt: _u, ...stored } = await read();
    const save = (guardianApproval: boolean) =>
      t.api(
        'PUT',
        'settings',
        { ...stored, safeguarding: { ...stored.safeguarding, guardianApproval } },
        {
          token: boss.token,
        },
      );
    expect((await save(false)).statusCode).toBe(200);
    try {
      const { child } = await k.family();
      const stranger = await k.adult();
      await k.ask(stranger, child);
      expect((await k.notes(child))[0]).toMatchObject({ from_id: stranger.publicId });
      expect((await k.accept(child, stranger)).statusCode).toBe(200);
      // Without a parent linked, a child asks as anyone does.
      const alone = await agedPerson(t, 12);
      expect((await k.ask(alone, stranger)).statusCode).toBe(200);
    } finally {
      expect((await save(true)).statusCode).toBe(200);
    }
    expect((await read()).safeguarding.guardianApproval).toBe(true);
  });
});
