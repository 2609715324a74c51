import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const analytics = (token?: string) => t.api('GET', 'dashboard/analytics', undefined, token ? { token } : {});

/** The figures worked out here from the raw rows, independently of the server's SQL. */
async function expectedFigures(now: number) {
  const users = await t.db.selectFrom('users').select(['status', 'created_at']).execute();
  const byStatus = new Map<number, number>();
  for (const u of users) byStatus.set(u.status, (byStatus.get(u.status) ?? 0) + 1);
  const today = Math.floor(now / DAY_MS);
  const perDay = Array.from({ length: 30 }, (_, i) => {
    const day = today - 29 + i;
    return {
      day: new Date(day * DAY_MS).toISOString().slice(0, 10),
      count: users.filter((u) => Math.floor(u.created_at / DAY_MS) === day).length,
    };
  });
  return {
    total: users.length,
    byStatus: [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })),
    newThisWeek: users.filter((u) => u.created_at >= now - 7 * DAY_MS).length,
    newLastWeek: users.filter((u) => u.created_at >= now - 14 * DAY_MS && u.created_at < now - 7 * DAY_MS)
      .length,
    perDay,
  };
}

describe('GET dashboard/analytics', () => {
  it.each(['admin', 'coach'])('gives %s figures that match the database', async (user) => {
    const token = await t.signIn(user);
    const expected = await expectedFigures(Date.now());
    const res = await analytics(token);
    expect(res.statusCode).toBe(200);
    const body = res.json<AnalyticsResponse>();
    expect(body.status).toBe('200');
    expect(body.totalSubscribers).toBe(expected.total);
    expect(body.byStatus).toEqual(expected.byStatus);
    expect(body.newThisWeek).toBe(expected.newThisWeek);
    expect(body.newLastWeek).toBe(expected.newLastWeek);
    expect(body.signupsByDay).toHaveLength(30);
    expect(body.signupsByDay).toEqual(expected.perDay);
    expect(body.bySport.reduce((sum, s) => sum + s.count, 0)).toBeLessThanOrEqual(expected.total);
    expect(body.recentSignups.length).toBeGreaterThan(0);
    expect(body.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('lists the most recent sign-ups newest first', async () => {
    const body = (await analytics(await t.signIn('admin'))).json<AnalyticsResponse>();
    const newest = await t.db
      .selectFrom('users')
      .select('public_id')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(body.recentSignups[0]?.subscriberID).toBe(newest.public_id);
    const times = body.recentSignups.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('counts a sign-up made today on the last day of the chart', async () => {
    const token = await t.signIn('admin');
    const before = (await analytics(token)).json<AnalyticsResponse>();
    const sam = await t.db
      .selectFrom('users')
      .select(['password_hash', 'role_id'])
      .where('user_name', '=', 'sam')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({
        ...sam,
        public_id: crypto.randomUUID(),
        user_name: 'new-today',
        full_name: 'New Today',
        isd_code: '+44',
        mobile: '7999000001',
        mobile_e164: '+447999000001',
        status: 2,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    const after = (await analytics(token)).json<AnalyticsResponse>();
    expect(after.totalSubscribers).toBe(before.totalSubscribers + 1);
    expect(after.newThisWeek).toBe(before.newThisWeek + 1);
    expect(after.signupsByDay.at(-1)?.count).toBe((before.signupsByDay.at(-1)?.count ?? 0) + 1);
  });

  it('counts everyone by sport and status as the rows do, after a change of sport and of status', async () => {
    const token = await t.signIn('admin');
    const bySport = async () => {
      const rows = await t.db
        .selectFrom('users')
        .innerJoin('sports', 'sports.id', 'users.sport_id')
        .select(['sports.name', 'users.status'])
        .execute();
      const counts = new Map<string, number>();
      for (const r of rows) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
      return counts;
    };
    const [football] = await t.db
      .selectFrom('sports')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(1)
      .execute();
    const owner = await t.db
      .selectFrom('users')
      .select(['password_hash', 'role_id'])
      .where('user_name', '=', 'sam')
      .executeTakeFirstOrThrow();
    const mover = await t.db
      .insertInto('users')
      .values({
        ...owner,
        public_id: crypto.randomUUID(),
        user_name: 'sport-mover',
        full_name: 'Sport Mover',
        isd_code: '+44',
        mobile: '7999000002',
        mobile_e164: '+447999000002',
        status: 1,
        sport_id: null,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await analytics(token)).json<AnalyticsResponse>();
    await t.db
      .updateTable('users')
      .set({ sport_id: football!.id, status: 4 })
      .where('id', '=', mover.id)
      .execute();
    const after = (await analytics(token)).json<AnalyticsResponse>();
    const expected = await bySport();
    expect(after.bySport).toHaveLength(expected.size);
    for (const { sport, count } of after.bySport) expect(count).toBe(expected.get(sport));
    const counts = after.bySport.map((s) => s.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const sportOf = (body: AnalyticsResponse) =>
      body.bySport.find((s) => s.sport === football!.name)?.count ?? 0;
    expect(sportOf(after)).toBe(sportOf(before) + 1);
    const statusOf = (body: AnalyticsResponse, status: number) =>
      body.byStatus.find((s) => s.status === status)?.count ?? 0;
    expect(statusOf(after, 4)).toBe(statusOf(before, 4) + 1);
    expect(statusOf(after, 1)).toBe(statusOf(before, 1) - 1);
    expect(after.byStatus).toEqual((await expectedFigures(Date.now())).byStatus);
  });

  it('refuses a subscriber with 403', async () => {
    const res = await analytics(await t.signIn('sam'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: '403', code: 'FORBIDDEN' });
  });

  it('refuses a child awaiting parent approval with 403', async () => {
    const res = await analytics(await t.signIn('mia'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await analytics();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
