import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedPerson } from '../../test/events.ts';
import { familyKit, type Member } from '../../test/families.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';

/* A parent staff link to a child hears of the child's waiting requests as one linked by approval. */

let t: TestApp;
let k: ReturnType<typeof familyKit>;
let staff: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp();
  k = familyKit(t);
  staff = await person(t, 'admin');
});
afterAll(() => t.close());

const linkByStaff = async (parent: Member, child: Member) => {
  const res = await t.api(
    'POST',
    `subscribers/${child.publicId}/parents`,
    { parent: parent.userName, reason: 'Mother, seen with her ID' },
    { token: staff.token },
  );
  expect(res.statusCode, res.body).toBe(200);
};

const kinds = async (who: Member) =>
  (await k.notes(who)).map((n) => [n.message.kind, n.message.params?.childId]);

describe('a parent linked by staff', () => {
  it('is told of a request made while they are linked, as a parent linked by approval is', async () => {
    const { child, parent: byApproval } = await k.family();
    const byStaff = await k.adult();
    await linkByStaff(byStaff, child);
    const stranger = await k.adult();
    expect((await k.ask(stranger, child)).statusCode).toBe(200);
    for (const parent of [byApproval, byStaff]) {
      expect(await kinds(parent)).toContainEqual(['child-connection-asked', child.publicId]);
    }
    expect((await k.decide(byStaff, child, stranger, true)).statusCode).toBe(200);
  });

  it('is told, live, of the requests already waiting when staff link them', async () => {
    // A child with no parent yet: a stranger's request is taken and waits, unseen.
    const child = await agedPerson(t, 14);
    const stranger = await k.adult();
    expect((await k.ask(stranger, child)).statusCode).toBe(200);
    const parent = await k.adult();
    const tab = await openSignedInLive(await t.app.listen({ host: '127.0.0.1', port: 0 }), parent.token);
    try {
      await linkByStaff(parent, child);
      const told = [];
      for (let i = 0; i < 2; i++) told.push((await tab.next('notification')).notification.message);
      expect(told).toContainEqual(
        expect.objectContaining({
          kind: 'child-connection-asked',
          params: expect.objectContaining({ childId: child.publicId, relation: 'friend' }),
        }),
      );
    } finally {
      tab.close();
    }
    expect((await k.childPage(parent, child)).awaitingParent).toEqual([
      expect.objectContaining({ subscriberID: stranger.publicId, direction: 'incoming' }),
    ]);
    // A second parent linked later is told too; the child still is not.
    const second = await k.adult();
    await linkByStaff(second, child);
    expect(await kinds(second)).toContainEqual(['child-connection-asked', child.publicId]);
    expect((await k.notes(child)).map((n) => n.message.kind)).not.toContain('connection-requested');
  });
});
