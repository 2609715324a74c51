import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone, type KpiGrowthResponse } from '@fieldhouse/contract';
import { registerVerified } from '../../test/journeys.ts';
import type { TestApp } from '../../test/harness.ts';
import { at, event, kpiApp, register, session, subscriber, trail, ZONE } from '../../test/kpi.ts';
import { rollUp } from './index.ts';
import { addDays } from './period.ts';

/*
 * The rollup's figures against the same figures counted from the rows, on the days around today
 * (Dubai's clock): people active on several days (the distinct count the rollup keeps per day),
 * then changes the next runs must see — a sign-up and a review decided through the API, a
 * registration and sign-ins arriving late for days of the last week — and today, always live.
 */

let t: TestApp;
let admin: string;
let today: string;
const ago = (n: number) => addDays(today, -n);
const get = (url: string) => t.api('GET', url, undefined, { token: admin });

/** Every figure for the periods around today, as the API answers them. */
async function figures() {
  const out: Record<string, unknown> = {};
  for (const kpi of ['growth', 'events', 'review', 'retention']) {
    for (const query of [
      'preset=last-7-days',
      'preset=last-30-days',
      'preset=last-90-days',
      `from=${ago(9)}&to=${today}`,
    ]) {
      const res = await get(`kpi/${kpi}?${query}`);
      expect(res.statusCode).toBe(200);
      out[`${kpi}?${query}`] = res.json();
    }
  }
  return out;
}

/** The same figures counted from the rows alone: the rollup set aside (kept for another clock). */
async function live() {
  const state = await t.db.selectFrom('kpi_rollup_state').selectAll().executeTakeFirstOrThrow();
  await t.db.updateTable('kpi_rollup_state').set({ time_zone: 'UTC' }).execute();
  try {
    return await figures();
  } finally {
    await t.db.updateTable('kpi_rollup_state').set({ time_zone: state.time_zone }).execute();
  }
}

/** Different people who signed in or registered on days `from`..`to`, counted by the database. */
async function distinctActive(from: string, to: string) {
  const [start, end] = [at(`${from}T00:00`), at(`${addDays(to, 1)}T00:00`)];
  const rows = await t.db
    .selectFrom('sessions')
    .select('user_id')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .union(
      t.db
        .selectFrom('event_registrations')
        .select('user_id')
        .where('created_at', '>=', start)
        .where('created_at', '<', end),
    )
    .execute();
  return rows.length;
}

/** The active count of each point and total of a growth answer against the database's count. */
async function expectActiveCounted(query: string) {
  const body = (await get(`kpi/growth?${query}`)).json<KpiGrowthResponse>();
  const { period } = body;
  expect(body.totals.current.active).toBe(await distinctActive(period.from, period.to));
  expect(body.totals.previous.active).toBe(await distinctActive(period.previousFrom, period.previousTo));
  for (const [i, point] of body.series.entries()) {
    const next = body.series[i + 1]?.start;
    const to = next ? addDays(next, -1) : period.to;
    const from = point.start < period.from ? period.from : point.start;
    expect(point.active, `${query}: ${point.start}`).toBe(await distinctActive(from, to));
  }
  return body;
}

let cupId: number;
let regular: { id: number; publicId: string };
let newcomer: { id: number; publicId: string };

beforeAll(async () => {
  ({ t, admin } = await kpiApp());
  today = dayInZone(Date.now(), ZONE);
  // Active on many days, twice on one, and long ago.
  regular = await subscriber(t, at(`${ago(60)}T09:00`));
  for (const [n, time] of [
    [40, '10:00'],
    [9, '10:00'],
    [5, '10:00'],
    [3, '08:00'],
    [3, '20:00'],
    [1, '23:30'],
  ] as const) {
    await session(t, regular.id, at(`${ago(n)}T${time}`));
  }
  // Registered for a cup six days ago, signs in today.
  const cupGoer = await subscriber(t, at(`${ago(20)}T09:00`));
  cupId = await event(t, at(`${ago(2)}T18:00`));
  await register(t, cupId, cupGoer.id, 'registered', at(`${ago(6)}T12:00`));
  await session(t, cupGoer.id, Date.now() - 60_000);
  // Signed up two days ago and signed in once.
  newcomer = await subscriber(t, at(`${ago(2)}T09:00`));
  await session(t, newcomer.id, at(`${ago(2)}T00:15`));
  // A review decided four days ago, 28 hours after the phone was verified.
  const reviewed = await subscriber(t, at(`${ago(6)}T09:00`));
  await trail(t, 'phone-verified', at(`${ago(5)}T10:00`), { userId: reviewed.id });
  await trail(t, 'review-approve', at(`${ago(4)}T14:00`), { publicId: reviewed.publicId });
}, 60_000);
afterAll(() => t.close());

describe('the rollup against the rows', () => {
  it('keeps each day’s active people so a period counts each person once, as the rows do', async () => {
    await rollUp(t.db, ZONE, Date.now());
    const kept = await t.db
      .selectFrom('kpi_rollup')
      .select(['measure', 'value'])
      .where('day', '=', ago(3))
      .where('measure', 'like', 'active:%')
      .execute();
    // The regular, twice on that day, once: last active before five days ago.
    expect(kept).toEqual([{ measure: `active:${ago(5)}`, value: 1 }]);
    // The review decided four days ago, kept with its turnaround to the millisecond.
    const decided = await t.db
      .selectFrom('kpi_rollup')
      .select(['measure', 'value'])
      .where('day', '=', ago(4))
      .where('measure', 'like', 'review-%')
      .orderBy('measure')
      .execute();
    expect(decided).toEqual([
      { measure: 'review-decided', value: 1 },
      { measure: `review-ms:${28 * 3_600_000}`, value: 1 },
    ]);
    const registered = await t.db
      .selectFrom('kpi_rollup')
      .select('value')
      .where('day', '=', ago(6))
      .where('measure', '=', 'registrations')
      .executeTakeFirst();
    expect(registered).toEqual({ value: 1 });
    const review = (await get(`kpi/review?from=${ago(4)}&to=${ago(4)}`)).json();
    expect(review.totals.current).toEqual({ decided: 1, medianHours: 28 });
    expect(await figures()).toEqual(await live());
    const week = await expectActiveCounted('preset=last-7-days');
    expect(week.totals.current.active).toBeGreaterThanOrEqual(3);
    await expectActiveCounted(`from=${ago(9)}&to=${today}`);
    await expectActiveCounted('preset=last-90-days');
  }, 60_000);

  it('sees a sign-up, a review decided and late rows of the last week on its next run', async () => {
    await rollUp(t.db, ZONE, Date.now());
    // Through the API: a new subscriber signs up and verifies the phone; an admin approves them.
    const joined = await registerVerified(t, { full_name: 'Kpi Rollup Newcomer' });
    const decided = await t.api(
      'POST',
      `review/registrations/${joined.subscriberID}/decision`,
      { decision: 'approve' },
      { token: admin, headers: { menuID: '11' } },
    );
    expect(decided.statusCode).toBe(200);
    // Late rows for days the rollup already holds: a sign-in before the newcomer's (it changes
    // when they were last active before), a registration, and the cup's attendance taken.
    await session(t, newcomer.id, at(`${ago(4)}T11:00`));
    await register(t, cupId, regular.id, 'attended', at(`${ago(6)}T15:00`));
    await t.db
      .updateTable('event_registrations')
      .set({ status: 'attended' })
      .where('event_id', '=', cupId)
      .execute();
    await trail(t, 'review-approve', at(`${ago(1)}T16:00`), { publicId: newcomer.publicId });

    await rollUp(t.db, ZONE, Date.now());
    expect(await figures()).toEqual(await live());
    await expectActiveCounted('preset=last-7-days');
    await expectActiveCounted(`from=${ago(9)}&to=${today}`);
    const events = (await get(`kpi/events?from=${ago(6)}&to=${ago(2)}`)).json();
    expect(events.totals.current).toMatchObject({ registrations: 2, attended: 2, registered: 2 });
    const review = (await get(`kpi/review?from=${ago(6)}&to=${today}`)).json();
    expect(review.totals.current.decided).toBe(3);
  }, 60_000);

  it('counts today from the rows, with the days the rollup keeps', async () => {
    await rollUp(t.db, ZONE, Date.now());
    const query = `from=${today}&to=${today}`;
    const before = (await get(`kpi/growth?${query}`)).json<KpiGrowthResponse>().totals.current.active;
    // Someone last active three days ago signs in today: today's count grows, the week's does not.
    const week = (await get('kpi/growth?preset=last-7-days')).json<KpiGrowthResponse>().totals.current.active;
    await session(t, regular.id, Date.now() - 30_000);
    expect((await get(`kpi/growth?${query}`)).json<KpiGrowthResponse>().totals.current.active).toBe(
      before + 1,
    );
    const after = await expectActiveCounted('preset=last-7-days');
    expect(after.totals.current.active).toBe(week);
    await expectActiveCounted(query);
    expect(await figures()).toEqual(await live());
  }, 60_000);
});
