import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewListResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lastSms, registerVerified, snapshot, type Registered } from '../../test/journeys.ts';

let t: TestApp;
let admin: string;
let coach: string;
const waiting: Registered[] = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  coach = await t.signIn('coach');
  for (let i = 0; i < 3; i++) waiting.push(await registerVerified(t, { full_name: `Waiting Person` }));
});
afterAll(() => t.close());

const list = (query = '', token = admin) =>
  t.api('GET', `review/registrations${query}`, undefined, { token });
const decide = (id: string, body: unknown, token = admin) =>
  t.api('POST', `review/registrations/${id}/decision`, body, { token, headers: { menuID: '11' } });
const userOf = (a: Registered) =>
  t.db
    .selectFrom('users')
    .select(['status', 'status_reason'])
    .where('id', '=', a.userId)
    .executeTakeFirstOrThrow();
const notesOf = (a: Registered) =>
  t.db
    .selectFrom('notifications')
    .select(['message', 'kind', 'params', 'from_user_id'])
    .where('user_id', '=', a.userId)
    .execute();

describe('GET review/registrations', () => {
  it('lists status-3 accounts, paged, with the total', async () => {
    const res = await list('?pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewListResponse>();
    // The demo data holds status-3 subscribers too.
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      subscriberID: expect.any(String),
      full_name: expect.any(String),
      user_name: expect.any(String),
      isd_code: expect.any(String),
      mobile: expect.any(String),
      email: expect.toBeOneOf([expect.any(String), null]),
      date_of_birth: expect.any(String),
      sport: expect.toBeOneOf([expect.any(String), null]),
      created_at: expect.stringMatching(/Z$/),
    });
    const all = await list(`?pageSize=100&page=1`);
    const ids = all.json<ReviewListResponse>().items.map((i) => i.subscriberID);
    for (const a of waiting) expect(ids.concat(await laterPages(body.total))).toContain(a.subscriberID);
  });

  it('is open to a coach, closed to a subscriber and to a status-3 account', async () => {
    expect((await list('', coach)).statusCode).toBe(200);
    expect((await list('', await t.signIn('sam'))).statusCode).toBe(403);
    expect((await list('', waiting[0]?.token)).statusCode).toBe(403);
  });

  it('refuses a bad page', async () => {
    expect((await list('?page=-1')).json().code).toBe('VALIDATION_FAILED');
  });
});

async function laterPages(total: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 2; (page - 1) * 100 < total; page++) {
    ids.push(
      ...(await list(`?pageSize=100&page=${page}`))
        .json<ReviewListResponse>()
        .items.map((i) => i.subscriberID),
    );
  }
  return ids;
}

describe('POST review/registrations/:subscriberID/decision', () => {
  it('approves: status 1, a notification and a text to the subscriber, audited', async () => {
    const a = waiting[0]!;
    const res = await decide(a.subscriberID, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(await userOf(a)).toEqual({ status: 1, status_reason: null });
    expect((await notesOf(a))[0]).toMatchObject({
      message: 'Your registration was approved. Welcome to Fieldhouse!',
      kind: 'registration-approved',
      params: '{}',
    });
    expect((await lastSms(t, `+44${a.body.mobile}`))?.kind).toBe('review-decision');
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'review-approve')
      .executeTakeFirst();
    expect(log).toMatchObject({ user_id: await t.userId('admin'), menu_id: 11 });
    expect((await t.api('GET', 'dashboard/analytics', undefined, { token: a.token })).statusCode).toBe(403);
    expect((await t.api('POST', 'menu', { data: 'x' }, { token: a.token })).statusCode).toBe(200);
  });

  it('rejects with the reason, which reaches the subscriber and ends their session', async () => {
    const a = waiting[1]!;
    const res = await decide(
      a.subscriberID,
      { decision: 'reject', reason: 'Duplicate of another account' },
      coach,
    );
    expect(res.statusCode).toBe(200);
    expect(await userOf(a)).toEqual({ status: 5, status_reason: 'Duplicate of another account' });
    expect((await notesOf(a))[0]).toMatchObject({
      message: 'Your registration was not approved: Duplicate of another account',
      kind: 'registration-rejected',
      params: JSON.stringify({ reason: 'Duplicate of another account' }),
    });
    expect((await lastSms(t, `+44${a.body.mobile}`))?.text).toContain('Duplicate of another account');
    const again = await t.api('POST', 'menu', { data: 'x' }, { token: a.token });
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_REJECTED' });
  });

  it('refuses a second decision on the same account, changing nothing', async () => {
    const before = await snapshot(t);
    const res = await decide(waiting[0]!.subscriberID, { decision: 'reject', reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    [{ decision: 'reject' }, 'reason'],
    [{ decision: 'reject', reason: '   ' }, 'reason'],
    [{ decision: 'reject', reason: 'x'.repeat(501) }, 'reason'],
    [{ decision: 'maybe' }, 'decision'],
    [{}, 'decision'],
    [{ decision: 'approve', extra: 1 }, 'extra'],
  ])('refuses %j naming the field, changing nothing', async (body, field) => {
    const before = await snapshot(t);
    const res = await decide(waiting[2]!.subscriberID, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([["' OR 1=1 --"], ['<script>alert(1)</script>'], ['no-such-id']])(
    'answers 404 for the id %s',
    async (id) => {
      const res = await decide(encodeURIComponent(id), { decision: 'approve' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<script>');
    },
  );

  it('is refused to a subscriber', async () => {
    const res = await decide(waiting[2]!.subscriberID, { decision: 'approve' }, await t.signIn('sam'));
    expect(res.statusCode).toBe(403);
    expect((await userOf(waiting[2]!)).status).toBe(3);
  });
});
