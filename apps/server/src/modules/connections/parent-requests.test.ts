import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionsResponse } from '@fieldhouse/contract';
import { agedPerson } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { relate, snapshot } from '../../test/journeys.ts';

/*
 * A parent or guardian link is never made by a connection request: not asked for, and not accepted
 * when one made before that was refused is still waiting. (They come from the registration's parent
 * approval or from staff: see modules/subscribers/family-links.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof agedPerson>>;

const subscriber = (age = 30) => agedPerson(t, age);

/** A relation as a request made before the fix left it. */
const requested = (from: Person, to: Person, status: 'pending' | 'accepted') =>
  relate(t, { from: from.userId, to: to.userId, kind: 'parent', status, origin: 'request' });

const ask = (from: Person, body: unknown) =>
  t.api('POST', 'connections/request', body, { token: from.token });

const refused = {
  status: '409',
  code: 'PARENT_LINK_NOT_BY_REQUEST',
  fieldCodes: { kind: 'PARENT_LINK_NOT_BY_REQUEST' },
};

describe('a parent request', () => {
  it('is refused from an adult to a child, by user name or by id, and nothing changes', async () => {
    const stranger = await subscriber(40);
    const child = await subscriber(12);
    const before = await snapshot(t);
    for (const body of [
      { userName: child.userName, kind: 'parent' },
      { subscriberID: child.publicId, kind: 'parent' },
    ]) {
      const res = await ask(stranger, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject(refused);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('is refused from a child to an adult', async () => {
    const child = await subscriber(12);
    const adult = await subscriber(40);
    const before = await snapshot(t);
    const res = await ask(child, { userName: adult.userName, kind: 'parent' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(refused);
    expect(await snapshot(t)).toEqual(before);
  });

  it('is refused between two adults as well, so the refusal never tells who is a child', async () => {
    const [a, b] = [await subscriber(40), await subscriber(18)];
    const res = await ask(a, { userName: b.userName, kind: 'parent' });
    expect(res.json()).toMatchObject(refused);
    // A friend request between the same two goes through as before.
    expect((await ask(a, { userName: b.userName, kind: 'friend' })).statusCode).toBe(200);
  });

  it('made before the fix and still waiting cannot be accepted; it can be declined', async () => {
    const stranger = await subscriber(40);
    const child = await subscriber(12);
    await requested(stranger, child, 'pending');
    const before = await snapshot(t);
    const accept = await t.api(
      'POST',
      'connections/respond',
      { fromId: stranger.publicId, accept: true },
      { token: child.token },
    );
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'PARENT_LINK_NOT_BY_REQUEST' });
    expect(await snapshot(t)).toEqual(before);
    const family = await t.api('GET', `family/children/${child.publicId}`, undefined, {
      token: stranger.token,
    });
    expect(family.statusCode).toBe(404);

    const decline = await t.api(
      'POST',
      'connections/respond',
      { fromId: stranger.publicId, accept: false },
      { token: child.token },
    );
    expect(decline.statusCode).toBe(200);
  });

  it('accepted before the fix gives no family access, and the child can remove it', async () => {
    const stranger = await subscriber(40);
    const child = await subscriber(12);
    await requested(stranger, child, 'accepted');
    const family = await t.api('GET', `family/children/${child.publicId}`, undefined, {
      token: stranger.token,
    });
    expect(family.statusCode).toBe(404);
    // Nor does the child join the stranger's household: no registering them, no fixtures or calendar.
    const household = await t.api('GET', 'my/events', undefined, { token: stranger.token });
    expect(household.json().people).toEqual([expect.objectContaining({ subscriberID: stranger.publicId })]);
    const mine = await t.api('GET', 'connections', undefined, { token: child.token });
    expect(mine.json<ConnectionsResponse>().connections).toEqual([
      expect.objectContaining({ subscriberID: stranger.publicId, role: 'parent', origin: 'request' }),
    ]);

    const removed = await t.api(
      'POST',
      'connections/remove',
      { subscriberID: stranger.publicId, kind: 'parent' },
      { token: child.token },
    );
    expect(removed.statusCode).toBe(200);
    const after = await t.api('GET', 'connections', undefined, { token: child.token });
    expect(after.json<ConnectionsResponse>().connections).toEqual([]);
  });
});
