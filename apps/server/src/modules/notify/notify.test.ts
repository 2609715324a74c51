import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFY_LIST_LIMIT, type Notification } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let sam: string;
let samId: number;
let seeded: { id: number; seen_at: number | null }[];

beforeAll(async () => {
  t = await startTestApp();
  sam = await t.signIn('sam');
  samId = await t.userId('sam');
  seeded = await t.db.selectFrom('notifications').select(['id', 'seen_at']).execute();
});
afterAll(() => t.close());

// Each test starts from the seeded seen states.
beforeEach(async () => {
  for (const n of seeded) {
    await t.db.updateTable('notifications').set({ seen_at: n.seen_at }).where('id', '=', n.id).execute();
  }
});

async function list(token = sam): Promise<{ notification: Notification[]; unseen: number }> {
  const res = await t.api('POST', 'notify/list', { data: 'dummy' }, { token });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('200');
  return res.json();
}

const publicId = async (userName: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('public_id')
      .where('id', '=', await t.userId(userName))
      .executeTakeFirstOrThrow()
  ).public_id;

describe('POST notify/list', () => {
  it("lists the caller's notifications newest first, with the contract's fields", async () => {
    const { notification, unseen } = await list();
    // The console's own notifications carry a kind and values for the reader's language; a
    // person's own words carry neither.
    expect(notification.map((n) => n.message)).toEqual([
      {
        msg: 'Mia Okafor named you as their parent. Please approve their account.',
        kind: 'parent-named',
        params: { name: 'Mia Okafor' },
      },
      {
        msg: 'Casey Rivera wants to connect with you as a teammate.',
        kind: 'connection-requested',
        params: { name: 'Casey Rivera', relation: 'teammate' },
      },
      { msg: 'Training moves to 6 pm on Thursday.' },
    ]);
    expect(notification.map((n) => n.seen_status)).toEqual(['0', '0', '1']);
    expect(unseen).toBe(2);

    const [first] = notification;
    expect(first).toMatchObject({ from_id: await publicId('mia'), full_name: 'Mia Okafor' });
    expect(notification[1]?.from_id).toBe(await publicId('coach'));
    for (const n of notification) {
      expect(n.date_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const times = notification.map((n) => Date.parse(n.date_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows each user only their own notifications', async () => {
    const coach = await list(await t.signIn('coach'));
    expect(coach.notification.map((n) => n.message.msg)).not.toContain('Training moves to 6 pm on Thursday.');
    const ids = new Set(coach.notification.map((n) => n.id));
    expect((await list()).notification.some((n) => ids.has(n.id))).toBe(false);
  });

  it(`returns at most ${NOTIFY_LIST_LIMIT}, while counting every unseen one`, async () => {
    const coachId = await t.userId('coach');
    const now = Date.now();
    const extra = Array.from({ length: 25 }, (_, i) => ({
      user_id: samId,
      from_user_id: coachId,
      message: `Reminder ${i}`,
      created_at: now - 60_000 * (i + 1),
      seen_at: null,
    }));
    const added = await t.db.insertInto('notifications').values(extra).returning('id').execute();
    try {
      const { notification, unseen } = await list();
      expect(notification).toHaveLength(NOTIFY_LIST_LIMIT);
      expect(notification[0]?.message.msg).toBe('Reminder 0');
      expect(unseen).toBe(27);
    } finally {
      await t.db
        .deleteFrom('notifications')
        .where(
          'id',
          'in',
          added.map((r) => r.id),
        )
        .execute();
    }
  });
});

describe('POST notify/seen', () => {
  it('marks one notification seen', async () => {
    const [first] = (await list()).notification;
    const res = await t.api('POST', 'notify/seen', { id: first?.id }, { token: sam });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: '200' });

    const after = await list();
    expect(after.notification.find((n) => n.id === first?.id)?.seen_status).toBe('1');
    expect(after.unseen).toBe(1);
  });

  it('does nothing when the notification is already seen', async () => {
    const seen = (await list()).notification.find((n) => n.seen_status === '1');
    const before = await t.db
      .selectFrom('notifications')
      .select('seen_at')
      .where('id', '=', seen?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect((await t.api('POST', 'notify/seen', { id: seen?.id }, { token: sam })).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('notifications')
      .select('seen_at')
      .where('id', '=', seen?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(after.seen_at).toBe(before.seen_at);
  });

  it("answers 404 for someone else's notification and leaves it unseen", async () => {
    const coachToken = await t.signIn('coach');
    const theirs = (await list(coachToken)).notification.find((n) => n.seen_status === '0');
    expect(theirs).toBeDefined();

    const res = await t.api('POST', 'notify/seen', { id: theirs?.id }, { token: sam });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    const still = (await list(coachToken)).notification.find((n) => n.id === theirs?.id);
    expect(still?.seen_status).toBe('0');
  });

  it('answers 404 for a notification that does not exist', async () => {
    const res = await t.api('POST', 'notify/seen', { id: 999_999 }, { token: sam });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [{ id: 0 }],
    [{ id: -1 }],
    [{ id: 'abc' }],
    [{ id: 1.5 }],
    [{ id: 3_000_000_000 }],
    [{}],
    [{ id: 1, x: 1 }],
  ])('refuses %j with 400', async (body) => {
    const res = await t.api('POST', 'notify/seen', body, { token: sam });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toBeDefined();
  });

  it('refuses a caller without a token', async () => {
    expect((await t.api('POST', 'notify/seen', { id: 1 })).statusCode).toBe(401);
  });
});

describe('POST notify/seen-all', () => {
  it("marks all of the caller's notifications seen, and nobody else's", async () => {
    const coachToken = await t.signIn('coach');
    const coachUnseen = (await list(coachToken)).unseen;

    const res = await t.api('POST', 'notify/seen-all', undefined, { token: sam });
    expect(res.statusCode).toBe(200);
    const after = await list();
    expect(after.unseen).toBe(0);
    expect(after.notification.every((n) => n.seen_status === '1')).toBe(true);
    expect((await list(coachToken)).unseen).toBe(coachUnseen);
  });

  it('refuses a caller without a token', async () => {
    expect((await t.api('POST', 'notify/seen-all')).statusCode).toBe(401);
  });
});
