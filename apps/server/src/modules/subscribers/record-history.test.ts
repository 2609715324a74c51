import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriberRecord } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const record = async (token: string, id: string) => {
  const res = await t.api('GET', `subscribers/${id}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SubscriberRecord>();
};

describe('the record’s older notifications and texts', () => {
  it('pages through all of them after the record’s first 20, newest first, for every role that may view', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const base = Date.now() - 100_000;
    await t.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          user_id: target.userId,
          from_user_id: admin.userId,
          message: `Note ${i}`,
          created_at: base + i,
          seen_at: null,
        })),
      )
      .execute();
    await t.db
      .insertInto('sms_outbox')
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          user_id: target.userId,
          to_number: '+447700900999',
          kind: i === 0 ? 'otp' : 'staff',
          text: i === 0 ? 'Your code is 123456' : `Text ${i}`,
          driver: 'outbox',
          delivery_status: 'stored' as const,
          provider_message_id: null,
          error: null,
          created_at: base + i,
          updated_at: base + i,
        })),
      )
      .execute();
    const first = await record(admin.token, target.publicId);
    expect(first.notifications.map((n) => n.message).slice(0, 2)).toEqual(['Note 44', 'Note 43']);
    expect(first.notifications).toHaveLength(20);
    const seen = first.notifications.map((n) => n.message);
    let cursor = first.more.notifications;
    while (cursor) {
      const res = await t.api(
        'GET',
        `subscribers/${target.publicId}/notifications?cursor=${cursor}&limit=10`,
        undefined,
        {
          token: admin.token,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ items: { message: string }[]; nextCursor: string | null }>();
      seen.push(...page.items.map((n) => n.message));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `Note ${44 - i}`));

    const texts = await t.api(
      'GET',
      `subscribers/${target.publicId}/texts?cursor=${first.more.texts}`,
      undefined,
      {
        token: admin.token,
      },
    );
    expect(texts.json()).toMatchObject({
      items: [{ text: 'Text 2' }, { text: 'Text 1' }, { text: 'Your code is ••••••' }],
      nextCursor: null,
    });

    const coach = await person(t, 'coach');
    const athlete = await person(t, 'subscriber');
    const path = `subscribers/${target.publicId}/texts?cursor=${first.more.texts}`;
    expect((await t.api('GET', path, undefined, { token: coach.token })).statusCode).toBe(200);
    expect((await t.api('GET', path, undefined, { token: athlete.token })).statusCode).toBe(403);
    expect(
      (
        await t.api('GET', `subscribers/${target.publicId}/texts?cursor=bad`, undefined, {
          token: admin.token,
        })
      ).statusCode,
    ).toBe(400);
  });
});
