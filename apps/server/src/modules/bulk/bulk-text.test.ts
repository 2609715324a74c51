import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  smsSegments,
  UserStatus,
  type BulkTextPreview,
  type BulkTextReport,
  type OrganisationSettings,
} from '@fieldhouse/contract';
import { signatureHeader } from '../../platform/signed-request.ts';
import { subscribers, uniqueWord } from '../../test/bulk.ts';
import { startText, template, textDone, textsTo } from '../../test/bulk-text.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

const SECRET = 'bulk_text_status_secret_0123456789';
let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp({ SMS_STATUS_SECRET: SECRET });
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const EN = 'Hi {firstName}, training moves to Friday.';
const AR = 'مرحبا {firstName}، تم نقل تدريب هذا الأسبوع إلى يوم الجمعة في الملعب الرئيسي بسبب أعمال الصيانة.';

/** Five people named with `word`: two reading English, one Arabic, one unverified, one opted out. */
async function mixedGroup(word = uniqueWord()) {
  const [en1, en2, ar, unverified, optedOut] = await subscribers(t, 5, { name: `Ada ${word}` });
  const prefs = (await t.api('GET', 'preferences', undefined, as(ar!.token))).json<{
    preferences: Record<string, unknown>;
  }>().preferences;
  await t.api('PUT', 'preferences', { ...prefs, language: 'ar' }, as(ar!.token));
  await t.db
    .updateTable('users')
    .set({ status: UserStatus.phoneNotVerified })
    .where('id', '=', unverified!.userId)
    .execute();
  await t.api('PUT', 'sms/opt-out', { optedOut: true }, as(optedOut!.token));
  const all = [en1!, en2!, ar!, unverified!, optedOut!];
  return { word, en1: en1!, ar: ar!, all, ids: { by: 'ids' as const, ids: all.map((p) => p.publicId) } };
}

const preview = (body: object, token = admin.token) => t.api('POST', 'bulk/text/preview', body, as(token));
const report = async (id: string) =>
  (await t.api('GET', `bulk/text/${id}/report`, undefined, as(admin.token))).json<BulkTextReport>();

describe('a bulk text’s preview', () => {
  it('counts the chosen people, those who can be texted and the segments per language; sends nothing', async () => {
    const group = await mixedGroup();
    const tpl = await template(t, admin.token, EN, AR);
    const res = await preview({ target: group.ids, message: { kind: 'template', templateId: tpl.id } });
    expect(res.statusCode, res.body).toBe(200);
    const en = smsSegments(EN.replace('{firstName}', 'Ada')).segments;
    const ar = smsSegments(AR.replace('{firstName}', 'Ada')).segments;
    expect([en, ar]).toEqual([1, 2]);
    expect(res.json<BulkTextPreview>()).toEqual({
      status: '200',
      count: 5,
      recipients: 3,
      noVerifiedMobile: 1,
      optedOut: 1,
      segments: 2 * en + ar,
      byLanguage: { en: { recipients: 2, segments: 2 * en }, ar: { recipients: 1, segments: ar } },
    });
    expect(
      (
        await textsTo(
          t,
          group.all.map((p) => p.userId),
        )
      ).flat(),
    ).toEqual([]);
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'bulk.text').execute()).toEqual([]);
  });

  it('reads the directory’s filters on the server for “all that match”, a free text costing the same for each', async () => {
    const group = await mixedGroup();
    const text = 'x'.repeat(200);
    const res = await preview({
      target: { by: 'filter', filter: { q: group.word } },
      message: { kind: 'text', text },
    });
    expect(res.json<BulkTextPreview>()).toMatchObject({ count: 5, recipients: 3, segments: 6 });
  });

  it('refuses a template naming an event, and an empty text', async () => {
    const group = await mixedGroup();
    const tpl = await template(t, admin.token, 'See you at {eventTitle}', 'نراك في {eventTitle}');
    const res = await preview({ target: group.ids, message: { kind: 'template', templateId: tpl.id } });
    expect([res.statusCode, res.json().fieldCodes]).toEqual([
      400,
      { templateId: 'SMS_TEMPLATE_NEEDS_EVENT' },
    ]);
    const empty = await startText(t, admin.token, {
      target: group.ids,
      message: { kind: 'text', text: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await textsTo(
          t,
          group.all.map((p) => p.userId),
        )
      ).flat(),
    ).toEqual([]);
  });
});

describe('a bulk text', () => {
  it('texts each person once in their language, reports sent, skipped by reason and failed, with a CSV', async () => {
    const group = await mixedGroup();
    const tpl = await template(t, admin.token, EN, AR);
    const id = await textDone(t, admin.token, {
      target: group.ids,
      message: { kind: 'template', templateId: tpl.id },
    });
    expect(await report(id)).toEqual({
      status: '200',
      templateId: tpl.id,
      total: 5,
      sent: 3,
      held: 0,
      skipped: 2,
      failed: 0,
      skippedBy: { SMS_NO_VERIFIED_MOBILE: 1, SMS_OPTED_OUT: 1 },
    });
    const texts = await textsTo(
      t,
      group.all.map((p) => p.userId),
    );
    expect(texts.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1]);
    expect(texts[0]![0]).toMatchObject({ delivery_status: 'stored', text: EN.replace('{firstName}', 'Ada') });
    expect(texts[2]![0]!.text).toBe(AR.replace('{firstName}', 'Ada'));
    expect(texts[3]![0]).toMatchObject({ delivery_status: 'skipped', error: 'SMS_NO_VERIFIED_MOBILE' });
    expect(texts[4]![0]).toMatchObject({ delivery_status: 'skipped', error: 'SMS_OPTED_OUT' });
    // One audit entry for the send: who, how many, which template; never the words.
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'facts'])
      .where('action', '=', 'bulk-text-start')
      .execute();
    const mine = entries.filter((e) => e.facts?.includes(tpl.name));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.user_id).toBe(admin.userId);
    expect(JSON.parse(mine[0]!.facts!)).toMatchObject({ count: 5, template: tpl.name });
    expect(mine[0]!.facts).not.toContain('training');

    // The provider gives up on one: the report counts it failed.
    const smsId = (
      await t.db
        .selectFrom('sms_outbox')
        .select('id')
        .where('user_id', '=', group.en1.userId)
        .executeTakeFirstOrThrow()
    ).id;
    const raw = JSON.stringify({ reference: String(smsId), status: 'failed', error: 'Unreachable' });
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/status',
      headers: { 'content-type': 'application/json', 'fieldhouse-signature': signatureHeader(raw, SECRET) },
      payload: raw,
    });
    expect(status.json()).toMatchObject({ applied: true });
    expect(await report(id)).toMatchObject({ sent: 2, failed: 1, skipped: 2 });

    const csv = await t.api('GET', `bulk/text/${id}/report.csv`, undefined, as(admin.token));
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Full name,Subscriber id,Outcome,Reason');
    expect(lines).toHaveLength(6);
    expect(lines.find((l) => l.includes(group.en1.publicId))).toContain('Failed,Unreachable');
    expect(csv.body).toContain('No verified mobile');
    expect(csv.body).toContain('Opted out of texts');
  });

  it('refuses a coach and a subscriber (preview and send) and queues nothing', async () => {
    const group = await mixedGroup();
    const coach = await person(t, 'coach');
    const body = { target: group.ids, message: { kind: 'text' as const, text: 'Hello' } };
    for (const who of [coach, group.en1]) {
      expect((await startText(t, who.token, body)).statusCode).toBe(403);
      expect((await preview(body, who.token)).statusCode).toBe(403);
    }
    expect(
      (
        await textsTo(
          t,
          group.all.map((p) => p.userId),
        )
      ).flat(),
    ).toEqual([]);
    const items = await t.db
      .selectFrom('bulk_text_items')
      .select('job_id')
      .where(
        'user_id',
        'in',
        group.all.map((p) => p.userId),
      )
      .execute();
    expect(items).toEqual([]);
  });

  it('shows its report only to the starter and job managers: a coach and a person texted get 404', async () => {
    const group = await mixedGroup();
    const id = await textDone(t, admin.token, {
      target: group.ids,
      message: { kind: 'text', text: 'Pitch two is closed today' },
    });
    const coach = await person(t, 'coach');
    for (const who of [coach, group.en1]) {
      for (const url of [`bulk/text/${id}/report`, `bulk/text/${id}/report.csv`]) {
        const res = await t.api('GET', url, undefined, as(who.token));
        expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'JOB_NOT_FOUND']);
      }
    }
    expect((await t.api('GET', `bulk/text/${id}/report`, undefined, as(admin.token))).statusCode).toBe(200);
  });

  it('refuses the same send started twice at once, or again within minutes: each person gets one text', async () => {
    const group = await mixedGroup();
    const body = { target: group.ids, message: { kind: 'text' as const, text: 'Kit collection at 6' } };
    const both = await Promise.all([startText(t, admin.token, body), startText(t, admin.token, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('INVALID_STATE');
    await t.waitForJob(both.find((r) => r.statusCode === 200)!.json<{ jobId: string }>().jobId);
    const texts = await textsTo(
      t,
      group.all.map((p) => p.userId),
    );
    expect(texts.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1]);
    // A moment after it ended (a second click), it is still refused; another text is a new send.
    expect((await startText(t, admin.token, body)).statusCode).toBe(409);
    await textDone(t, admin.token, { ...body, message: { kind: 'text', text: 'Kit collection at 7' } });
    expect((await textsTo(t, [group.en1.userId]))[0]).toHaveLength(2);
  });
});

describe('a bulk text in quiet hours', () => {
  it('holds every text for the morning: reported held, released by one job', async () => {
    const boss = await person(t, 'superAdmin');
    const current = (await t.api('GET', 'settings', undefined, as(boss.token))).json<{
      settings: OrganisationSettings;
    }>().settings;
    const { logo: _l, confirmed: _c, updatedAt: _u, ...input } = current;
    const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const quietHours = { from: hhmm(Date.now() - 3_600_000), to: hhmm(Date.now() + 3_600_000) };
    const put = await t.api('PUT', 'settings', { ...input, timeZone: 'UTC', quietHours }, as(boss.token));
    expect(put.statusCode, put.body).toBe(200);
    const group = await mixedGroup();
    const id = await textDone(t, admin.token, {
      target: group.ids,
      message: { kind: 'text', text: 'Morning!' },
    });
    expect(await report(id)).toMatchObject({ sent: 0, held: 3, skipped: 2 });
    const held = (
      await textsTo(
        t,
        group.all.map((p) => p.userId),
      )
    )
      .flat()
      .filter((r) => r.delivery_status === 'held');
    expect(held).toHaveLength(3);
    const releases = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'sms.release')
      .execute();
    expect(releases.filter((r) => String(r.payload).includes('smsIds'))).toHaveLength(1);
  });
});
