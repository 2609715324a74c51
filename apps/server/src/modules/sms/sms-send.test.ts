import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, register } from '../../test/journeys.ts';
import { changeSettings } from '../../test/settings.ts';
import { sendText, smsLog, smsRowsOf } from '../../test/sms.ts';

/* Staff text one subscriber: only to a verified mobile, never to one who opted out. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

describe('POST sms/send', () => {
  it('texts a subscriber at their verified mobile; the log shows who sent it and to whom', async () => {
    const sub = await person(t, 'subscriber');
    const res = await sendText(t, admin.token, sub.publicId, 'Training moved to 18:00');
    expect(res.statusCode, res.body).toBe(200);
    const { sms } = res.json<SmsSendResponse>();
    expect(sms).toMatchObject({ deliveryStatus: 'stored', heldUntil: null });
    const rows = await smsRowsOf(t, sub.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'staff',
      text: 'Training moved to 18:00',
      started_by: admin.userId,
    });
    const log = await smsLog(t, admin.token, { q: rows[0]!.to_number });
    expect(log.items[0]).toMatchObject({ id: sms.id, recipient: { subscriberID: sub.publicId } });
  });

  it('refuses a mobile not verified yet with SMS_NO_VERIFIED_MOBILE, and the log says why', async () => {
    const unverified = await register(t);
    const before = (await smsRowsOf(t, unverified.userId)).length;
    const res = await sendText(t, admin.token, unverified.subscriberID, 'Hello');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SMS_NO_VERIFIED_MOBILE');
    const rows = await smsRowsOf(t, unverified.userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ delivery_status: 'skipped', error: 'SMS_NO_VERIFIED_MOBILE' });
  });

  it('refuses one who opted out with SMS_OPTED_OUT, logged as skipped; once back in, it goes', async () => {
    const sub = await person(t, 'subscriber');
    const out = await t.api('PUT', 'sms/opt-out', { optedOut: true }, { token: sub.token });
    expect(out.json()).toMatchObject({ optedOut: true });
    expect((await t.api('GET', 'sms/opt-out', undefined, { token: sub.token })).json()).toMatchObject({
      optedOut: true,
    });

    const res = await sendText(t, admin.token, sub.publicId, 'Kit sale on Saturday');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SMS_OPTED_OUT');
    const log = await smsLog(t, admin.token, { status: 'skipped' });
    expect(log.items.find((i) => i.recipient?.subscriberID === sub.publicId)).toMatchObject({
      error: 'SMS_OPTED_OUT',
      deliveryStatus: 'skipped',
    });

    // A caller cannot make a staff text urgent to get round the opt-out.
    const urgent = await t.api(
      'POST',
      'sms/send',
      { subscriberID: sub.publicId, text: 'Kit sale', urgent: true },
      { token: admin.token },
    );
    expect(urgent.statusCode).toBe(400);
    expect(await smsRowsOf(t, sub.userId)).toHaveLength(1);

    // Phone codes still reach them.
    await t.api('PUT', 'sms/opt-out', { optedOut: false }, { token: sub.token });
    expect((await sendText(t, admin.token, sub.publicId, 'Kit sale on Saturday')).statusCode).toBe(200);
  });

  it('still sends phone codes to one who opted out', async () => {
    const a = await register(t);
    await t.api('PUT', 'sms/opt-out', { optedOut: true }, { token: a.token });
    expect((await t.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
    const rows = await smsRowsOf(t, a.userId);
    expect(rows.at(-1)).toMatchObject({ kind: 'otp', delivery_status: 'stored' });
  });

  it('is refused to a coach, a subscriber and a caller without a token; nothing is logged', async () => {
    const sub = await person(t, 'subscriber');
    const coach = await person(t, 'coach');
    for (const token of [coach.token, sub.token]) {
      const res = await sendText(t, token, sub.publicId, 'Hi');
      expect(res.statusCode).toBe(403);
    }
    expect((await t.api('POST', 'sms/send', { subscriberID: sub.publicId, text: 'Hi' })).statusCode).toBe(
      401,
    );
    expect(await smsRowsOf(t, sub.userId)).toHaveLength(0);
  });

  it.each([
    [{ subscriberID: 'nobody', text: 'Hi' }, 404],
    [{ subscriberID: 'x', text: '' }, 400],
    [{ subscriberID: 'x', text: 'a'.repeat(1001) }, 400],
  ])('refuses %j', async (body, status) => {
    expect((await t.api('POST', 'sms/send', body, { token: admin.token })).statusCode).toBe(status);
  });
});

describe('GET sms/log', () => {
  it('pages with a keyset cursor, newest first, without repeating or skipping a text', async () => {
    const sub = await person(t, 'subscriber');
    for (let i = 0; i < 5; i++) await sendText(t, admin.token, sub.publicId, `Note ${i}`);
    const mobile = (await smsRowsOf(t, sub.userId))[0]!.to_number;
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await smsLog(t, admin.token, { q: mobile, limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((i) => i.text));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1', 'Note 0']);
  });

  it('filters by status, day and the recipient’s name', async () => {
    const sub = await person(t, 'subscriber');
    await sendText(t, admin.token, sub.publicId, 'By name');
    const { full_name: name } = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', sub.userId)
      .executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await smsLog(t, admin.token, { q: name, status: 'stored', from: today, to: today })).items,
    ).toHaveLength(1);
    expect((await smsLog(t, admin.token, { q: name, status: 'failed' })).items).toHaveLength(0);
    expect((await smsLog(t, admin.token, { q: name, to: '2020-01-01' })).items).toHaveLength(0);
  });

  it('reads its days on the organisation’s clocks', async () => {
    const boss = await person(t, 'superAdmin');
    const inZone = (timeZone: string) => changeSettings(t, boss.token, { timeZone });
    const sub = await person(t, 'subscriber');
    await sendText(t, admin.token, sub.publicId, 'Late one');
    // 22:30 on 10 March in UTC is 02:30 on 11 March in Dubai.
    const at = Date.parse('2026-03-10T22:30:00Z');
    await t.db.updateTable('sms_outbox').set({ created_at: at }).where('user_id', '=', sub.userId).execute();
    const mobile = (await smsRowsOf(t, sub.userId))[0]!.to_number;
    const onDay = async (day: string) =>
      (await smsLog(t, admin.token, { q: mobile, from: day, to: day })).items.length;

    await inZone('Asia/Dubai');
    try {
      expect([await onDay('2026-03-10'), await onDay('2026-03-11')]).toEqual([0, 1]);
    } finally {
      await inZone('UTC');
    }
    expect([await onDay('2026-03-10'), await onDay('2026-03-11')]).toEqual([1, 0]);
  });

  it('masks phone codes', async () => {
    const a = await register(t);
    await t.api('POST', 'sendotp', {}, { token: a.token });
    const log = await smsLog(t, admin.token, { q: `${a.body.mobile}` });
    expect(log.items[0]?.text).toMatch(/^•••••• is your /);
  });

  it.each(['?cursor=abc', '?limit=0', '?status=lost', '?from=yesterday', '?sort=to'])(
    'refuses %s',
    async (q) => {
      expect((await t.api('GET', `sms/log${q}`, undefined, { token: admin.token })).statusCode).toBe(400);
    },
  );

  it('is refused to a coach', async () => {
    const coach = await person(t, 'coach');
    expect((await t.api('GET', 'sms/log', undefined, { token: coach.token })).statusCode).toBe(403);
  });
});

describe('POST subscribers/{id}/text (the record’s “Send a text”)', () => {
  it('keeps the same rules: refused for one who opted out, logged as skipped', async () => {
    const sub = await person(t, 'subscriber');
    await t.api('PUT', 'sms/opt-out', { optedOut: true }, { token: sub.token });
    const res = await t.api(
      'POST',
      `subscribers/${sub.publicId}/text`,
      { text: 'Hi' },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SMS_OPTED_OUT');
    expect(await smsRowsOf(t, sub.userId)).toMatchObject([
      { delivery_status: 'skipped', error: 'SMS_OPTED_OUT' },
    ]);
  });
});
