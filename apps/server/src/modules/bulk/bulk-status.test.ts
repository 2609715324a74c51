import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type BulkStatusReport, type BulkStatusStarted } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { bulkDone, entriesAbout, startBulk, statusOf, subscribers, uniqueWord } from '../../test/bulk.ts';
import { person } from '../../test/journeys.ts';

let bed: BossBed;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  bed = await bossBed();
  admin = await person(bed.t, 'admin');
});
afterAll(() => bed.t.close());

const report = async (id: string, token = admin.token) =>
  (await bed.t.api('GET', `bulk/status/${id}/report`, undefined, { token })).json<BulkStatusReport>();
const ids = (people: { publicId: string }[]) => ({ by: 'ids' as const, ids: people.map((p) => p.publicId) });

describe('bulk suspend and reactivate', () => {
  it('suspends the chosen people, one audit entry each, ends their sessions, and reports 3 done', async () => {
    const { t } = bed;
    const three = await subscribers(t, 3);
    const id = await bulkDone(t, admin.token, {
      target: ids(three),
      action: 'suspend',
      reason: 'Unpaid fees',
    });
    expect(await report(id)).toEqual({
      status: '200',
      action: 'suspend',
      total: 3,
      done: 3,
      skipped: 0,
      failed: 0,
      skippedBy: {},
    });
    for (const one of three) {
      const row = await t.db
        .selectFrom('users')
        .select(['status', 'status_reason'])
        .where('id', '=', one.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: UserStatus.suspended, status_reason: 'Unpaid fees' });
      expect(await entriesAbout(t, one.publicId)).toEqual([
        { action: 'subscriber-suspend', user_id: admin.userId, facts: null },
      ]);
      // Signed out at once, as when suspended one by one.
      expect((await t.api('GET', 'preferences', undefined, { token: one.token })).statusCode).toBe(401);
    }
    const back = await bulkDone(t, admin.token, { target: ids(three), action: 'reactivate', reason: 'Paid' });
    expect(await report(back)).toMatchObject({ done: 3, skipped: 0 });
    for (const one of three) expect(await statusOf(t, one.userId)).toBe(UserStatus.active);
  });

  it('skips, with reasons, those already so, staff, the caller and a Super Admin; the CSV lists them', async () => {
    const { t, boss } = bed;
    const [fresh] = await subscribers(t, 1);
    const [already] = await subscribers(t, 1, { status: UserStatus.suspended });
    const coach = await person(t, 'coach');
    const target = ids([fresh!, already!, coach, admin, boss]);
    const id = await bulkDone(t, admin.token, { target, action: 'suspend', reason: 'Season over' });
    expect(await report(id)).toMatchObject({
      total: 5,
      done: 1,
      skipped: 4,
      failed: 0,
      skippedBy: { 'same-state': 1, staff: 1, self: 1, 'super-admin': 1 },
    });
    for (const [who, status] of [
      [coach, UserStatus.active],
      [admin, UserStatus.active],
      [boss, UserStatus.active],
      [already!, UserStatus.suspended],
    ] as const) {
      expect(await statusOf(t, who.userId)).toBe(status);
      expect(await entriesAbout(t, who.publicId)).toEqual([]);
    }
    const csv = await t.api('GET', `bulk/status/${id}/report.csv`, undefined, { token: admin.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Full name,Subscriber id,Outcome,Reason');
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain('Your own account');
    expect(csv.body).toContain('A Super Admin');
    expect(csv.body).not.toContain(fresh!.publicId);
  });

  it('resolves a filter on the server when the change starts; nobody added later is changed', async () => {
    const { t } = bed;
    const word = uniqueWord();
    const four = await subscribers(t, 4, { name: `Ada ${word}` });
    const filter = { by: 'filter' as const, filter: { q: word } };
    const count = await t.api('POST', 'bulk/status/count', { target: filter }, { token: admin.token });
    expect(count.json()).toEqual({ status: '200', count: 4 });
    // A count from the console is not part of the call.
    const sent = await startBulk(t, admin.token, {
      target: { ...filter, count: 1 } as never,
      action: 'suspend',
      reason: 'Xyz',
    });
    expect(sent.statusCode).toBe(400);
    const res = await startBulk(t, admin.token, { target: filter, action: 'suspend', reason: 'Gone away' });
    const started = res.json<BulkStatusStarted>();
    expect(started.count).toBe(4);
    const [late] = await subscribers(t, 1, { name: `Ada ${word} late` });
    await t.waitForJob(started.jobId);
    expect(await report(started.jobId)).toMatchObject({ total: 4, done: 4 });
    for (const one of four) expect(await statusOf(t, one.userId)).toBe(UserStatus.suspended);
    expect(await statusOf(t, late!.userId)).toBe(UserStatus.active);
  });
});

describe('bulk review decisions', () => {
  it('approves and rejects waiting sign-ups by the review’s rules: notice, audit entry, text', async () => {
    const { t } = bed;
    const waiting = await subscribers(t, 2, { status: UserStatus.awaitingReview });
    const [active] = await subscribers(t, 1);
    const approved = await bulkDone(t, admin.token, {
      target: ids([waiting[0]!, active!]),
      action: 'approve',
      reason: 'Checked',
    });
    expect(await report(approved)).toMatchObject({ done: 1, skippedBy: { 'same-state': 1 } });
    const rejected = await bulkDone(t, admin.token, {
      target: ids([waiting[1]!]),
      action: 'reject',
      reason: 'Wrong club',
    });
    expect(await report(rejected)).toMatchObject({ done: 1 });
    expect(await statusOf(t, waiting[0]!.userId)).toBe(UserStatus.active);
    expect(await statusOf(t, waiting[1]!.userId)).toBe(UserStatus.rejected);
    expect((await entriesAbout(t, waiting[0]!.publicId)).map((e) => e.action)).toEqual(['review-approve']);
    expect((await entriesAbout(t, waiting[1]!.publicId)).map((e) => e.action)).toEqual(['review-reject']);
    expect(await entriesAbout(t, active!.publicId)).toEqual([]);
    for (const one of waiting) {
      const notices = await t.db
        .selectFrom('notifications')
        .select('user_id')
        .where('user_id', '=', one.userId)
        .execute();
      expect(notices).toHaveLength(1);
      const texts = await t.db
        .selectFrom('sms_outbox')
        .select('kind')
        .where('user_id', '=', one.userId)
        .execute();
      expect(texts).toEqual([{ kind: 'review-decision' }]);
    }
    const reason = await t.db
      .selectFrom('users')
      .select('status_reason')
      .where('id', '=', waiting[1]!.userId)
      .executeTakeFirstOrThrow();
    expect(reason.status_reason).toBe('Wrong club');
  });
});

describe('parallel starts', () => {
  it('two changes of the same people at once change each person once', async () => {
    const { t, boss } = bed;
    const five = await subscribers(t, 5);
    const body = { target: ids(five), action: 'suspend' as const, reason: 'Twice over' };
    const [a, b] = await Promise.all([startBulk(t, admin.token, body), startBulk(t, boss.token, body)]);
    const jobs = [a.json<BulkStatusStarted>().jobId, b.json<BulkStatusStarted>().jobId];
    for (const id of jobs) await t.waitForJob(id);
    const [ra, rb] = [await report(jobs[0]!), await report(jobs[1]!, boss.token)];
    expect(ra.done + rb.done).toBe(5);
    expect(ra.done + ra.skipped + ra.failed).toBe(5);
    for (const one of five) {
      expect(await statusOf(t, one.userId)).toBe(UserStatus.suspended);
      expect((await entriesAbout(t, one.publicId)).map((e) => e.action)).toEqual(['subscriber-suspend']);
    }
  });
});
