import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CONTEXT_MESSAGES, type ReportDetail, type ReportListResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, person, relate } from '../../test/journeys.ts';
import { auditOf, family, message, type Someone } from '../../test/safeguarding.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHAT_SENDS_PER_MINUTE: '200' });
});
afterAll(() => t.close());

const report = (who: Someone, body: unknown) =>
  t.api('POST', 'safeguarding/reports', body, { token: who.token });
const queue = (who: Someone, query = '') =>
  t.api('GET', `safeguarding/reports${query}`, undefined, { token: who.token, headers: { menuID: '23' } });
const open = (who: Someone, id: number) =>
  t.api('GET', `safeguarding/reports/${id}`, undefined, { token: who.token, headers: { menuID: '23' } });
const reportRows = () => t.db.selectFrom('safeguarding_reports').selectAll().orderBy('id').execute();

describe('reporting a message', () => {
  it('a child reports a message; staff see it in the queue with the conversation around it, the read audited', async () => {
    const { kid, adult, staff } = await family(t);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(
        i % 2 === 0 ? await message(t, adult, kid, `adult ${i}`) : await message(t, kid, adult, `kid ${i}`),
      );
    }
    const reported = ids[12] ?? 0;
    const res = await report(kid, {
      kind: 'message',
      messageId: reported,
      reason: 'inappropriate-contact',
      note: 'asked to meet',
    });
    expect(res.statusCode).toBe(200);
    const { reportId, created } = res.json<{ reportId: number; created: boolean }>();
    expect(created).toBe(true);

    const items = await walkQueue(staff);
    expect(items.find((r) => r.id === reportId)).toEqual({
      id: reportId,
      kind: 'message',
      reason: 'inappropriate-contact',
      note: 'asked to meet',
      created_at: expect.stringMatching(/Z$/),
      reporter: { subscriberID: kid.publicId, full_name: expect.any(String) },
      subject: { subscriberID: adult.publicId, full_name: expect.any(String) },
    });

    const before = (await auditOf(t, 'safeguarding-report-read')).length;
    const detail = await open(staff, reportId);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ report: ReportDetail }>().report;
    expect(body.messages.map((m) => m.id)).toEqual(
      ids.slice(12 - REPORT_CONTEXT_MESSAGES, 13 + REPORT_CONTEXT_MESSAGES),
    );
    expect(body.messages.filter((m) => m.reported).map((m) => m.msg)).toEqual(['adult 12']);
    expect(body).toMatchObject({ status: 'open', outcome: null, subjectChatSuspended: false, profile: null });
    const reads = await auditOf(t, 'safeguarding-report-read');
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({ user_id: staff.userId, menu_id: 23, object_id: adult.publicId });
  });

  it('reporting the same message again gives the one open report, in parallel too', async () => {
    const { kid, adult } = await family(t);
    const id = await message(t, adult, kid, 'hello');
    const body = { kind: 'message', messageId: id, reason: 'bullying' };
    const answers = await Promise.all([report(kid, body), report(kid, body), report(kid, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const reportIds = new Set(answers.map((a) => a.json<{ reportId: number }>().reportId));
    expect(reportIds.size).toBe(1);
    expect(answers.filter((a) => a.json<{ created: boolean }>().created)).toHaveLength(1);
    expect((await reportRows()).filter((r) => r.message_id === id)).toHaveLength(1);
  });

  it('a family parent of the recipient may report it; a parent by request, the sender and a stranger get 404', async () => {
    const { kid, parent, adult, stranger } = await family(t);
    const id = await message(t, adult, kid, 'a message');
    const byRequest = await person(t, 'subscriber');
    await relate(t, {
      from: byRequest.userId,
      to: kid.userId,
      kind: 'parent',
      status: 'accepted',
      origin: 'request',
    });
    const body = { kind: 'message', messageId: id, reason: 'other' };
    const rows = await reportRows();
    for (const who of [adult, stranger, byRequest]) {
      const res = await report(who, body);
      expect(res.statusCode).toBe(404);
    }
    expect((await report(kid, { ...body, messageId: 2_000_000_000 })).statusCode).toBe(404);
    expect(await reportRows()).toEqual(rows);
    const res = await report(parent, body);
    expect(res.statusCode).toBe(200);
    expect((await reportRows()).at(-1)).toMatchObject({
      reporter_id: parent.userId,
      subject_user_id: adult.userId,
    });
  });

  it('refuses a reason not on the list and a note too long', async () => {
    const { kid, adult } = await family(t);
    const id = await message(t, adult, kid, 'x');
    expect((await report(kid, { kind: 'message', messageId: id, reason: 'spam' })).statusCode).toBe(400);
    const long = 'x'.repeat(1001);
    expect(
      (await report(kid, { kind: 'message', messageId: id, reason: 'other', note: long })).statusCode,
    ).toBe(400);
  });
});

describe('reporting a profile', () => {
  it('a connection, or a parent of a connection, may report a profile; a stranger or oneself get 404', async () => {
    const { kid, parent, adult, stranger } = await family(t);
    const body = { kind: 'profile', personId: adult.publicId, reason: 'inappropriate-contact' };
    const rows = await reportRows();
    expect((await report(stranger, body)).statusCode).toBe(404);
    expect((await report(adult, body)).statusCode).toBe(404);
    expect((await report(kid, { ...body, personId: 'no-such-person' })).statusCode).toBe(404);
    expect(await reportRows()).toEqual(rows);
    expect((await report(kid, body)).statusCode).toBe(200);
    expect((await report(parent, body)).statusCode).toBe(200);
    // A second account the stranger befriends sees only that account's profile.
    const second = await person(t, 'subscriber');
    await befriend(t, stranger.userId, second.userId);
    expect((await report(stranger, { ...body, personId: second.publicId })).statusCode).toBe(200);
    expect((await report(second, body)).statusCode).toBe(404);
  });

  it('shows staff the profile as context', async () => {
    const { kid, adult, staff } = await family(t);
    const res = await report(kid, { kind: 'profile', personId: adult.publicId, reason: 'other' });
    const detail = (await open(staff, res.json<{ reportId: number }>().reportId)).json<{
      report: ReportDetail;
    }>();
    expect(detail.report.profile).toMatchObject({
      subscriberID: adult.publicId,
      user_name: expect.any(String),
    });
    expect(detail.report.messages).toEqual([]);
  });
});

describe('the queue', () => {
  it('is closed to the reporter, the reported adult, a coach and a stranger; open to staff holding the action', async () => {
    const { kid, adult, staff } = await family(t);
    const id = await message(t, adult, kid, 'q');
    const made = await report(kid, { kind: 'message', messageId: id, reason: 'bullying' });
    const reportId = made.json<{ reportId: number }>().reportId;
    const coach = await person(t, 'coach');
    const reads = (await auditOf(t, 'safeguarding-report-read')).length;
    for (const who of [kid, adult, coach]) {
      expect((await queue(who)).statusCode).toBe(403);
      expect((await open(who, reportId)).statusCode).toBe(403);
    }
    expect((await t.api('GET', 'safeguarding/reports')).statusCode).toBe(401);
    expect(await auditOf(t, 'safeguarding-report-read')).toHaveLength(reads);
    expect((await queue(staff)).statusCode).toBe(200);
    expect((await open(staff, 2_000_000_000)).statusCode).toBe(404);
  });

  it('pages by cursor, oldest first, and refuses a cursor not its own', async () => {
    const { staff } = await family(t);
    const all = await walkQueue(staff);
    const times = all.map((r) => r.created_at);
    expect(times).toEqual([...times].sort());
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect((await queue(staff, '?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('deciding a report', () => {
  it('records the outcome once, closing it, audited; a second decision in parallel gets 409', async () => {
    const { kid, adult, staff } = await family(t);
    const other = await person(t, 'admin');
    const id = await message(t, adult, kid, 'decide me');
    const reportId = (await report(kid, { kind: 'message', messageId: id, reason: 'bullying' })).json<{
      reportId: number;
    }>().reportId;
    const decide = (who: Someone, outcome: string) =>
      t.api(
        'POST',
        `safeguarding/reports/${reportId}/outcome`,
        { outcome, note: 'spoke to them' },
        { token: who.token, headers: { menuID: '23' } },
      );
    const before = (await auditOf(t, 'safeguarding-report-decide')).length;
    const answers = await Promise.all([decide(staff, 'warned'), decide(other, 'referred')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      code: 'REPORT_ALREADY_DECIDED',
    });
    const decides = await auditOf(t, 'safeguarding-report-decide');
    expect(decides).toHaveLength(before + 1);
    const row = (await reportRows()).find((r) => r.id === reportId);
    expect(row).toMatchObject({ status: 'closed', outcome_note: 'spoke to them' });
    expect((await walkQueue(staff)).map((r) => r.id)).not.toContain(reportId);
    const detail = (await open(staff, reportId)).json<{ report: ReportDetail }>().report;
    expect(detail).toMatchObject({ status: 'closed', outcome: row?.outcome, decidedAt: expect.any(String) });
  });

  it('is refused to a coach and the reporter, changing nothing; an unknown outcome is 400', async () => {
    const { kid, adult, staff } = await family(t);
    const id = await message(t, adult, kid, 'keep open');
    const reportId = (await report(kid, { kind: 'message', messageId: id, reason: 'other' })).json<{
      reportId: number;
    }>().reportId;
    const coach = await person(t, 'coach');
    const rows = await reportRows();
    for (const who of [coach, kid, adult]) {
      const res = await t.api(
        'POST',
        `safeguarding/reports/${reportId}/outcome`,
        { outcome: 'warned' },
        { token: who.token },
      );
      expect(res.statusCode).toBe(403);
    }
    const bad = await t.api(
      'POST',
      `safeguarding/reports/${reportId}/outcome`,
      { outcome: 'banished' },
      { token: staff.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(await reportRows()).toEqual(rows);
  });
});

/** Every open report, walked a page of two at a time. */
async function walkQueue(staff: Someone) {
  const items: ReportListResponse['items'] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await queue(staff, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<ReportListResponse>();
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}
