import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildRecordResponse, ParentLinkReview, SubscriberRecord } from '@fieldhouse/contract';
import { agedPerson } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, relate, snapshot } from '../../test/journeys.ts';

/* Staff keep a subscriber's parent or guardian links on the record, with a reason the trail keeps. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof agedPerson>>;

const subscriber = (age: number) => agedPerson(t, age);

/** A parent link a connection request made before such requests were refused. */
const requestMade = (from: Person, to: Person) =>
  relate(t, { from: from.userId, to: to.userId, kind: 'parent', status: 'accepted', origin: 'request' });

const add = (staff: { token: string }, child: Person, body: unknown) =>
  t.api('POST', `subscribers/${child.publicId}/parents`, body, { token: staff.token });
const remove = (staff: { token: string }, child: Person, body: unknown) =>
  t.api('POST', `subscribers/${child.publicId}/parents/remove`, body, { token: staff.token });
const childView = (viewer: Person, child: Person) =>
  t.api('GET', `family/children/${child.publicId}`, undefined, { token: viewer.token });
const recordOf = async (staff: { token: string }, who: Person) =>
  (
    await t.api('GET', `subscribers/${who.publicId}`, undefined, { token: staff.token })
  ).json<SubscriberRecord>();

/** The audit entries about the child, their facts read back (names and terms, never ids). */
async function trail(action: string, child: Person) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['user_id', 'facts', 'object_type'])
    .where('action', '=', action)
    .where('object_id', '=', child.publicId)
    .execute();
  return rows.map((row) => ({ ...row, facts: JSON.parse(row.facts ?? '{}') as Record<string, unknown> }));
}

const fullNameOf = async (who: Person) =>
  (await t.db.selectFrom('users').select('full_name').where('id', '=', who.userId).executeTakeFirstOrThrow())
    .full_name;

async function notes(who: Person) {
  return t.db
    .selectFrom('notifications')
    .select(['kind', 'message'])
    .where('user_id', '=', who.userId)
    .orderBy('id')
    .execute();
}

describe('staff on the record: parent or guardian links', () => {
  it('add a parent by user name with a reason: linked, audited with the reason, both told', async () => {
    const admin = await person(t, 'admin');
    const child = await subscriber(11);
    const mother = await subscriber(38);
    const reason = 'Mother; birth certificate seen at the desk';
    const res = await add(admin, child, { parent: mother.userName.toUpperCase(), reason });
    expect(res.statusCode).toBe(200);

    expect((await recordOf(admin, child)).connections).toEqual([
      expect.objectContaining({ subscriberID: mother.publicId, role: 'parent', origin: 'staff' }),
    ]);
    expect((await childView(mother, child)).json<ChildRecordResponse>().profile.subscriberID).toBe(
      child.publicId,
    );
    expect(await trail('parent-link-add', child)).toEqual([
      {
        user_id: admin.userId,
        facts: { parent: await fullNameOf(mother), reason },
        object_type: 'subscriber',
      },
    ]);
    expect(await notes(child)).toEqual([expect.objectContaining({ kind: 'parent-link-added' })]);
    expect(await notes(mother)).toEqual([expect.objectContaining({ kind: 'child-link-added' })]);
    // The reason stays in the trail: neither of them is sent it.
    for (const who of [child, mother]) {
      expect((await notes(who)).some((n) => n.message.includes('birth certificate'))).toBe(false);
    }
  });

  it('add a parent by mobile number; a second add of the same link is refused', async () => {
    const admin = await person(t, 'admin');
    const child = await subscriber(9);
    const father = await subscriber(45);
    expect(
      (await add(admin, child, { parent: father.mobile, reason: 'Father, as on the form' })).statusCode,
    ).toBe(200);
    const again = await add(admin, child, { parent: father.userName, reason: 'Father, again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      fieldCodes: { parent: 'PARENT_ALREADY_LINKED' },
    });
  });

  it("remove a stranger's request-made link with a reason: listed for review first, gone after, audited", async () => {
    const admin = await person(t, 'admin');
    const child = await subscriber(12);
    const stranger = await subscriber(40);
    await requestMade(stranger, child);

    // Listed for review, and flagged on the record.
    const review = (
      await t.api('GET', 'subscribers/parent-links', undefined, { token: admin.token })
    ).json<ParentLinkReview>();
    expect(review.items).toContainEqual(
      expect.objectContaining({
        parent: expect.objectContaining({ subscriberID: stranger.publicId }),
        child: expect.objectContaining({ subscriberID: child.publicId, minor: true }),
      }),
    );
    expect((await recordOf(admin, child)).connections).toEqual([
      expect.objectContaining({ subscriberID: stranger.publicId, origin: 'request' }),
    ]);

    const reason = 'Not a parent: a stranger the child does not know';
    const res = await remove(admin, child, { parentID: stranger.publicId, reason });
    expect(res.statusCode).toBe(200);
    const family = await t.api('GET', 'connections', undefined, { token: child.token });
    expect(family.json().connections).toEqual([]);
    expect((await childView(stranger, child)).statusCode).toBe(404);
    expect(await trail('parent-link-remove', child)).toEqual([
      {
        user_id: admin.userId,
        facts: {
          parent: await fullNameOf(stranger),
          before: { key: 'parent-link.accepted-request', name: 'accepted-request' },
          reason,
        },
        object_type: 'subscriber',
      },
    ]);
    expect(await notes(child)).toEqual([expect.objectContaining({ kind: 'parent-link-removed' })]);
    expect(await notes(stranger)).toEqual([expect.objectContaining({ kind: 'child-link-removed' })]);
    const after = (
      await t.api('GET', 'subscribers/parent-links', undefined, { token: admin.token })
    ).json<ParentLinkReview>();
    expect(after.items.map((i) => i.child.subscriberID)).not.toContain(child.publicId);
  });

  it("remove a staff-made link: the parent's look at the child answers 404 after", async () => {
    const admin = await person(t, 'admin');
    const child = await subscriber(10);
    const guardian = await subscriber(50);
    await add(admin, child, { parent: guardian.userName, reason: 'Aunt, guardian by court order' });
    expect((await childView(guardian, child)).statusCode).toBe(200);
    const res = await remove(admin, child, { parentID: guardian.publicId, reason: 'Order ended this month' });
    expect(res.statusCode).toBe(200);
    expect((await childView(guardian, child)).statusCode).toBe(404);
    expect((await recordOf(admin, child)).connections).toEqual([]);
  });

  it('refuses a missing reason, a child as parent, nobody, the child themself and a staff account, changing nothing', async () => {
    const admin = await person(t, 'admin');
    const child = await subscriber(12);
    const other = await subscriber(13);
    const adult = await subscriber(40);
    const staff = await person(t, 'coach');
    const before = await snapshot(t);
    const cases: [Person | { publicId: string }, unknown, number, Record<string, string>][] = [
      [child, { parent: adult.userName, reason: ' ' }, 400, { reason: 'PARENT_LINK_REASON_SHORT' }],
      [child, { parent: other.userName, reason: 'Brother' }, 409, { parent: 'PARENT_NOT_ADULT' }],
      [child, { parent: 'nobody-at-all', reason: 'Mother' }, 404, { parent: 'PARENT_NOT_FOUND' }],
      [child, { parent: child.userName, reason: 'Self' }, 400, { parent: 'PARENT_IS_CHILD' }],
      [child, { parent: '', reason: 'Mother' }, 400, { parent: 'PARENT_NOT_NAMED' }],
    ];
    for (const [who, body, status, fieldCodes] of cases) {
      const res = await add(admin, who as Person, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().fieldCodes).toEqual(fieldCodes);
    }
    const onStaff = await add(
      admin,
      { ...adult, publicId: staff.publicId },
      { parent: adult.userName, reason: 'Father' },
    );
    // A staff account is not there for the subscriber calls at all.
    expect(onStaff.statusCode).toBe(404);
    const noLink = await remove(admin, child, { parentID: adult.publicId, reason: 'No such link' });
    expect(noLink.statusCode).toBe(404);
    const noReason = await remove(admin, child, { parentID: adult.publicId, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });

  it('keeps callers without subscriber.edit out (the parent, the child, a coach), changing nothing', async () => {
    const admin = await person(t, 'admin');
    const coach = await person(t, 'coach');
    const child = await subscriber(12);
    const stranger = await subscriber(40);
    await requestMade(stranger, child);
    const before = await snapshot(t);
    for (const caller of [stranger, child, coach]) {
      const added = await add(caller, child, { parent: stranger.userName, reason: 'I am the parent' });
      expect(added.statusCode).toBe(403);
      const removed = await remove(caller, child, { parentID: stranger.publicId, reason: 'Take it away' });
      expect(removed.statusCode).toBe(403);
    }
    for (const caller of [stranger, child]) {
      const list = await t.api('GET', 'subscribers/parent-links', undefined, { token: caller.token });
      expect(list.statusCode).toBe(403);
    }
    expect(
      (await t.api('POST', `subscribers/${child.publicId}/parents`, { parent: 'x', reason: 'xyz' }))
        .statusCode,
    ).toBe(401);
    expect(await snapshot(t)).toEqual(before);
    // Staff who may change records see it; the coach may look, not change.
    expect((await recordOf(admin, child)).can.family).toBe(true);
    expect((await recordOf(coach, child)).can.family).toBe(false);
  });

  it('staff adding a link a request made keeps it as staff’s: the parent then has family access', async () => {
    const admin = await person(t, 'admin');
    const child = await subscriber(8);
    const father = await subscriber(42);
    await requestMade(father, child);
    expect((await childView(father, child)).statusCode).toBe(404);
    const res = await add(admin, child, { parent: father.userName, reason: 'Father; confirmed by phone' });
    expect(res.statusCode).toBe(200);
    expect((await childView(father, child)).statusCode).toBe(200);
    expect((await trail('parent-link-add', child))[0]?.facts).toEqual({
      parent: await fullNameOf(father),
      before: { key: 'parent-link.accepted-request', name: 'accepted-request' },
      reason: 'Father; confirmed by phone',
    });
  });
});
