import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildRecordResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, relate } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;

/** A relation as it stands; a parent link from the registration's approval unless `origin` says otherwise. */
const link = (
  from: Person,
  to: Person,
  kind: 'parent' | 'friend',
  status: 'accepted' | 'pending',
  origin: 'approval' | 'request' = kind === 'parent' ? 'approval' : 'request',
) => relate(t, { from: from.userId, to: to.userId, kind, status, origin });

const view = (viewer: Person, childId: string) =>
  t.api('GET', `family/children/${childId}`, undefined, { token: viewer.token });

describe('GET family/children/{childId}', () => {
  it("shows an approved parent their child's profile, connections and requests", async () => {
    const parent = await person(t, 'subscriber');
    const child = await person(t, 'subscriber');
    const friend = await person(t, 'subscriber');
    const asked = await person(t, 'subscriber');
    await link(parent, child, 'parent', 'accepted');
    await link(child, friend, 'friend', 'accepted');
    await link(child, asked, 'friend', 'pending');

    const res = await view(parent, child.publicId);
    expect(res.statusCode).toBe(200);
    const body = res.json<ChildRecordResponse>();
    expect(body.profile).toMatchObject({ subscriberID: child.publicId });
    const roles = Object.fromEntries(body.connections.map((c) => [c.subscriberID, c.role]));
    expect(roles).toEqual({ [parent.publicId]: 'parent', [friend.publicId]: 'friend' });
    expect(body.outgoing.map((p) => p.subscriberID)).toEqual([asked.publicId]);
    expect(body.incoming).toEqual([]);
  });

  it('tells anyone else that no such child exists', async () => {
    const parent = await person(t, 'subscriber');
    const child = await person(t, 'subscriber');
    const waiting = await person(t, 'subscriber');
    const stranger = await person(t, 'subscriber');
    await link(parent, child, 'parent', 'accepted');
    const asked = await person(t, 'subscriber');
    await link(waiting, child, 'parent', 'pending', 'request');
    await link(asked, child, 'parent', 'accepted', 'request');
    await link(stranger, child, 'friend', 'accepted');

    for (const [who, id] of [
      [waiting, child.publicId],
      // A parent link a connection request made is a plain connection: no look at the child.
      [asked, child.publicId],
      [stranger, child.publicId],
      [child, parent.publicId],
      [parent, 'no-such-person'],
    ] as const) {
      expect((await view(who, id)).json()).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    }
    expect((await t.api('GET', `family/children/${child.publicId}`)).statusCode).toBe(401);
  });
});
