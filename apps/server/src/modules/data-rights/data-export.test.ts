import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_FILES, type Notification, type Preferences } from '@fieldhouse/contract';
import { csvRows } from '../../test/csv.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, parentOf, person } from '../../test/journeys.ts';
import { storedPicture } from '../../test/pictures.ts';
import { unzip } from '../../test/zip.ts';

// A record of more rows than this is made by a job (DATA_EXPORT_JOB_ROWS).
const JOB_ROWS = 30;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DATA_EXPORT_JOB_ROWS: String(JOB_ROWS) });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;

const download = (who: Person, url = 'profile/export') => t.api('GET', url, undefined, { token: who.token });
const json = (files: Map<string, Buffer>, name: string) =>
  JSON.parse(files.get(name)!.toString('utf8')) as Record<string, unknown>[];

/** A chat picture stored as the chat stores one, in a message from `from` to `to`. */
async function pictureMessage(from: Person, to: Person) {
  const relative = await storedPicture(t, 'chat', Buffer.from('picture bytes'));
  await t.db
    .insertInto('messages')
    .values({
      from_user_id: from.userId,
      to_user_id: to.userId,
      body: '',
      image: relative,
      created_at: Date.now(),
      read_at: null,
    })
    .execute();
  return relative;
}

async function say(from: Person, to: Person, body: string) {
  await t.db
    .insertInto('messages')
    .values({
      from_user_id: from.userId,
      to_user_id: to.userId,
      body,
      image: null,
      created_at: Date.now(),
      read_at: null,
    })
    .execute();
}

describe('GET profile/export', () => {
  it('lists the invoices for or paid by the person, each followed by its payments and refunds', async () => {
    const staff = await person(t, 'admin');
    const parent = await person(t, 'subscriber');
    const child = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` })
      .where('id', '=', child.userId)
      .execute();
    await parentOf(t, parent.userId, child.userId);
    const stranger = await person(t, 'subscriber');
    const money = (url: string, body: unknown) =>
      t.api('POST', url, body, { token: staff.token, headers: { 'idempotency-key': randomUUID() } });
    const issued = await money('payment/invoices', {
      subscriberID: child.publicId,
      lines: [{ kind: 'item', description: 'Swimming lessons', quantity: 2, unitMinor: 2550 }],
      dueOn: '2030-01-01',
    });
    const { number, currency } = issued.json<{ invoice: { number: string; currency: string } }>().invoice;
    await money(`payment/invoices/${number}/payments`, {
      method: 'card',
      amountMinor: 5100,
      paidOn: '2026-01-02',
    });
    await money(`payment/invoices/${number}/refunds`, { amountMinor: 100, reason: 'One session missed' });
    await money('payment/invoices', {
      subscriberID: stranger.publicId,
      lines: [{ kind: 'item', description: 'Not theirs', quantity: 1, unitMinor: 100 }],
      dueOn: '2030-01-01',
    });

    for (const who of [parent, child]) {
      const files = await unzip((await download(who)).rawPayload);
      const rows = json(files, 'payments.json');
      expect(rows.map((r) => [r.reference, r.amount, r.currency])).toEqual([
        [number, '51.00', currency],
        [number, '51.00', currency],
        [number, '-1.00', currency],
      ]);
      expect(rows[0]).toMatchObject({
        paidAt: null,
        description: expect.stringContaining('Swimming lessons'),
      });
      expect(rows[1]!.paidAt).toMatch(/Z$/);
      expect(rows[2]).toMatchObject({ description: 'Refund: One session missed' });
      expect(csvRows(files.get('payments.csv')!).rows).toHaveLength(3);
    }
    const theirs = await unzip((await download(stranger)).rawPayload);
    expect(json(theirs, 'payments.json').map((r) => r.description)).toEqual([
      expect.stringContaining('Not theirs'),
    ]);
  });

  it('hands the caller a ZIP of their data: JSON and CSV of each kind, the pictures, no secret', async () => {
    const me = await person(t, 'subscriber');
    const friend = await person(t, 'subscriber');
    await befriend(t, me.userId, friend.userId);
    await say(me, friend, 'See you at training');
    await say(friend, me, 'Bring the ball');
    const picture = await pictureMessage(friend, me);
    await t.db
      .updateTable('users')
      .set({ email: `${me.publicId.slice(0, 8)}@example.test` })
      .where('id', '=', me.userId)
      .execute();

    const res = await download(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="data-subscriber_\d+-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        ...DATA_EXPORT_FILES.flatMap((f) => [`${f}.json`, `${f}.csv`]),
        `pictures/${picture}`,
      ].sort(),
    );
    expect(json(files, 'profile.json')).toEqual([
      expect.objectContaining({
        subscriberID: me.publicId,
        email: `${me.publicId.slice(0, 8)}@example.test`,
      }),
    ]);
    expect(json(files, 'connections.json')).toEqual([
      expect.objectContaining({ subscriberID: friend.publicId, kind: 'friend', status: 'accepted' }),
    ]);
    expect(json(files, 'messages.json').map((m) => [m.direction, m.text, m.picture])).toEqual([
      ['sent', 'See you at training', null],
      ['received', 'Bring the ball', null],
      ['received', '', `pictures/${picture}`],
    ]);
    expect(files.get(`pictures/${picture}`)!.toString()).toBe('picture bytes');
    expect(json(files, 'payments.json')).toEqual([]);
    expect(csvRows(files.get('payments.csv')!).rows).toEqual([]);
    expect(files.get('README.txt')!.toString()).toMatch(/payments: your invoices/);
    // The download is in the audit trail of the record, and the next download holds that entry.
    const again = await unzip((await download(me)).rawPayload);
    expect(json(again, 'audit.json').map((e) => e.action)).toContain('data-export');

    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    const secrets = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', me.userId)
      .execute();
    expect(everything).not.toContain(me.token);
    for (const s of secrets) expect(everything).not.toContain(s.token_hash);
    expect(everything).not.toMatch(/password|token_hash|code_hash|not-used/);
  });

  it("words the CSV headers in the reader's language and keeps a formula as text", async () => {
    const me = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ full_name: '=HYPERLINK("http://evil.test")' })
      .where('id', '=', me.userId)
      .execute();
    const prefs = (await t.api('GET', 'preferences', undefined, { token: me.token })).json<{
      preferences: Preferences;
    }>();
    const put = await t.api(
      'PUT',
      'preferences',
      { ...prefs.preferences, language: 'ar' },
      { token: me.token },
    );
    expect(put.statusCode).toBe(200);

    const files = await unzip((await download(me)).rawPayload);
    const profile = csvRows(files.get('profile.csv')!);
    expect(profile.bom).toBe(true);
    expect(profile.header).toContain('الاسم الكامل');
    expect(profile.rows[0]).toContain(`'=HYPERLINK("http://evil.test")`);
    expect(json(files, 'profile.json')[0]).toMatchObject({ fullName: '=HYPERLINK("http://evil.test")' });
    expect(csvRows(files.get('messages.csv')!).header).toContain('الرسالة');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api('GET', 'profile/export')).statusCode).toBe(401);
  });
});

describe('GET family/children/{childId}/export', () => {
  it("gives a parent (family link) their child's data, and answers anyone else 404", async () => {
    const parent = await person(t, 'subscriber');
    const child = await person(t, 'subscriber');
    const otherParent = await person(t, 'subscriber');
    const otherChild = await person(t, 'subscriber');
    const claimer = await person(t, 'subscriber');
    const stranger = await person(t, 'coach');
    await parentOf(t, parent.userId, child.userId);
    await parentOf(t, otherParent.userId, otherChild.userId);
    // A second account that made itself "parent" by a connection request gets no family access.
    await parentOf(t, claimer.userId, child.userId, 'request');
    await say(child, parent, 'Pick me up at six');

    const res = await download(parent, `family/children/${child.publicId}/export`);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(json(files, 'profile.json')[0]).toMatchObject({ subscriberID: child.publicId });
    expect(json(files, 'messages.json').map((m) => m.text)).toEqual(['Pick me up at six']);

    const before = await t.db.selectFrom('audit_log').select('id').execute();
    for (const [who, id] of [
      [stranger, child.publicId],
      [otherParent, child.publicId],
      [claimer, child.publicId],
      [child, parent.publicId],
      [parent, otherChild.publicId],
      [parent, 'no-such-person'],
    ] as const) {
      const refused = await download(who, `family/children/${id}/export`);
      expect(refused.json()).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    }
    // Nothing was recorded for the refused calls.
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
    // The child downloads their own.
    expect((await download(child)).statusCode).toBe(200);
  });
});

describe('a large record', () => {
  it('is made by a job; the asker is notified with a link that works once, for them alone', async () => {
    const me = await person(t, 'subscriber');
    const friend = await person(t, 'subscriber');
    for (let i = 0; i <= JOB_ROWS; i++) await say(friend, me, `message ${i}`);

    const res = await download(me);
    expect(res.statusCode).toBe(200);
    const { queued, jobId } = res.json<{ queued: true; jobId: string }>();
    expect(queued).toBe(true);
    expect((await t.waitForJob(jobId)).state).toBe('completed');

    const bell = await t.api('GET', 'notifications', undefined, { token: me.token });
    const ready = bell
      .json<{ items: Notification[] }>()
      .items.find((n) => n.message.kind === 'data-export-ready');
    // The notification carries the link's token (the console's page saves the file with it), no address.
    const token = ready?.message.params?.token ?? '';
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(ready?.message.msg).not.toContain(token);
    const link = `profile/exports/${token}`;

    // Another person holding the link gets nothing, and does not use it up.
    expect((await download(friend, link)).statusCode).toBe(404);
    const got = await download(me, link);
    expect(got.statusCode).toBe(200);
    const files = await unzip(got.rawPayload);
    expect(json(files, 'messages.json')).toHaveLength(JOB_ROWS + 1);
    // Once only: the file is gone.
    expect((await download(me, link)).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'exports'))).toEqual([]);
  });
});
