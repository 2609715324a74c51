import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** `count` notifications for a new person, three to each millisecond (so pages split within one). */
async function personWithNotifications(count: number) {
  const who = await person(t, 'subscriber');
  const from = await person(t, 'coach');
  const start = Date.now() - count * 1000;
  await t.db
    .insertInto('notifications')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: who.userId,
        from_user_id: from.userId,
        message: `Note ${i}`,
        created_at: start + Math.floor(i / 3),
      })),
    )
    .execute();
  return who;
}

const page = (token: string, query = '') => t.api('GET', `notifications${query}`, undefined, { token });

describe('GET notifications', () => {
  it('pages through every notification, newest first, none twice and none left out', async () => {
    const { token } = await personWithNotifications(45);
    const seen: Notification[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await page(token, cursor ? `?cursor=${cursor}` : '');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ items: Notification[]; nextCursor: string | null }>();
      sizes.push(body.items.length);
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen.map((n) => n.message.msg)).toEqual(Array.from({ length: 45 }, (_, i) => `Note ${44 - i}`));
  });

  it('keeps its place when new notifications arrive between pages', async () => {
    const { token, userId } = await personWithNotifications(25);
    const first = (await page(token, '?limit=10')).json<{ items: Notification[]; nextCursor: string }>();
    const sender = await t.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    await t.db
      .insertInto('notifications')
      .values({ user_id: userId, from_user_id: sender.id, message: 'Newer', created_at: Date.now() })
      .execute();
    const second = (await page(token, `?limit=10&cursor=${first.nextCursor}`)).json<{
      items: Notification[];
    }>();
    expect(second.items.map((n) => n.message.msg)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Note ${14 - i}`),
    );
  });

  it('shows nobody else’s, and refuses a cursor it did not give', async () => {
    await personWithNotifications(3);
    const stranger = await person(t, 'subscriber');
    expect((await page(stranger.token)).json()).toMatchObject({ items: [], nextCursor: null });
    for (const bad of ['?cursor=abc', '?cursor=1.99999999999', '?limit=0', '?limit=101']) {
      expect((await page(stranger.token, bad)).json(), bad).toMatchObject({
        status: '400',
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await t.api('GET', 'notifications')).statusCode).toBe(401);
  });
});
