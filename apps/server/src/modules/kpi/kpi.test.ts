import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayInZone, type KpiGrowthResponse, type KpiRetentionResponse } from '@fieldhouse/contract';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestApp } from '../../test/harness.ts';
import { at, kpiApp, kpiDataSet, ZONE } from '../../test/kpi.ts';
import { rollUp } from './index.ts';
import { addDays } from './period.ts';

/*
 * Each KPI's figures for March 1–10, 2025 against February 19–28 on Dubai's clock, from the
 * small data set of test/kpi.ts; who may read them; the periods refused.
 */

let t: TestApp;
let admin: string;
const PERIOD = 'from=2025-03-01&to=2025-03-10';
const get = (url: string, token = admin) => t.api('GET', url, undefined, { token });

beforeAll(async () => {
  // The rollup's run at start ends before the data set is made (it then counts those days live).
  ({ t, admin } = await kpiApp());
  await kpiDataSet(t);
});
afterAll(() => t.close());

describe('the KPI figures of a period against the one before', () => {
  it('counts new, active and churned subscribers on the organisation’s days', async () => {
    const res = await get(`kpi/growth?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<KpiGrowthResponse>();
    expect(body.period).toEqual({
      from: '2025-03-01',
      to: '2025-03-10',
      previousFrom: '2025-02-19',
      previousTo: '2025-02-28',
      days: 10,
      bucket: 'day',
      timeZone: 'Asia/Dubai',
    });
    expect(body.totals).toEqual({
      current: { new: 3, active: 3, churned: 2 },
      previous: { new: 1, active: 1, churned: 1 },
    });
    expect(body.series).toHaveLength(10);
    // A sign-up at 00:30 on March 1 in Dubai (still February 28 in UTC) is March 1's.
    expect(body.series[0]).toEqual({ start: '2025-03-01', new: 1, active: 1, churned: 0 });
    expect(body.series[9]).toEqual({ start: '2025-03-10', new: 1, active: 0, churned: 0 });
  });

  it('gives the cohort table of the months the period touches', async () => {
    const body = (await get(`kpi/retention?${PERIOD}`)).json<KpiRetentionResponse>();
    expect(body.totals).toEqual({
      current: { signedUp: 4, retained: 3, share: 0.75 },
      previous: { signedUp: 1, retained: 1, share: 1 },
    });
    expect(body.cohorts.map((c) => c.month)).toEqual(['2025-03']);
    const [march] = body.cohorts;
    expect(march!.size).toBe(4);
    expect(march!.retained[0]).toEqual({ monthsAfter: 0, count: 3, share: 0.75 });
    expect(march!.retained.every((cell) => cell.count === 3)).toBe(true);
    expect(march!.retained.length).toBeGreaterThan(12);
  });

  it('counts registrations and the attendance of the events held', async () => {
    const body = (await get(`kpi/events?${PERIOD}`)).json();
    expect(body.totals).toEqual({
      current: { registrations: 3, attended: 1, registered: 2, attendanceRate: 0.5 },
      previous: { registrations: 1, attended: 1, registered: 1, attendanceRate: 1 },
    });
    expect(body.series[6]).toMatchObject({ start: '2025-03-07', attended: 1, registered: 2 });
  });

  it('adds up money received, refunded and outstanding in the organisation’s currency only', async () => {
    const body = (await get(`kpi/revenue?${PERIOD}`)).json();
    expect(body.currency).toBe('AED');
    expect(body.totals).toEqual({
      current: { received: 6_000, refunded: 1_000, revenue: 5_000, outstanding: 5_000 },
      previous: { received: 4_000, refunded: 0, revenue: 4_000, outstanding: 0 },
    });
    // Refunded at 01:00 on March 9 in Dubai.
    expect(body.series[8]).toMatchObject({ start: '2025-03-09', refunded: 1_000 });
  });

  it('gives the texts’ delivery rate and their cost in segments', async () => {
    const body = (await get(`kpi/sms?${PERIOD}`)).json();
    expect(body.totals).toEqual({
      current: { sent: 3, delivered: 1, failed: 1, deliveryRate: 0.3333, segments: 4 },
      previous: { sent: 1, delivered: 1, failed: 0, deliveryRate: 1, segments: 1 },
    });
  });

  it('gives the median hours from phone verified to the review decision', async () => {
    const body = (await get(`kpi/review?${PERIOD}`)).json();
    expect(body.totals).toEqual({
      current: { decided: 3, medianHours: 19 },
      previous: { decided: 1, medianHours: 4 },
    });
    expect(body.series[1]).toEqual({ start: '2025-03-02', decided: 0, medianHours: null });
  });

  it('steps by week beyond a month and by month beyond half a year', async () => {
    const weeks = (await get('kpi/growth?from=2025-01-01&to=2025-03-31')).json<KpiGrowthResponse>();
    expect(weeks.period.bucket).toBe('week');
    expect(weeks.series[0]!.start).toBe('2024-12-30'); // that week's Monday
    expect(weeks.series.reduce((n, p) => n + p.new, 0)).toBe(weeks.totals.current.new);
    expect(weeks.totals.current.new).toBe(6);
    const months = (await get('kpi/growth?from=2025-01-01&to=2025-12-31')).json<KpiGrowthResponse>();
    expect(months.period.bucket).toBe('month');
    expect(months.series.map((p) => p.start)).toHaveLength(12);
    expect(months.series[2]).toMatchObject({ start: '2025-03-01', new: 4, churned: 2 });
  });
});

describe('the presets', () => {
  it('read today on the organisation’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 20:30 in UTC is already March 11 in Dubai.
      vi.setSystemTime(new Date('2025-03-10T20:30:00Z'));
      const period = async (query: string) =>
        (await get(`kpi/growth${query}`)).json<KpiGrowthResponse>().period;
      expect(await period('?preset=last-7-days')).toMatchObject({
        from: '2025-03-05',
        to: '2025-03-11',
        previousFrom: '2025-02-26',
        previousTo: '2025-03-04',
      });
      expect(await period('')).toMatchObject({ from: '2025-02-10', to: '2025-03-11', days: 30 });
      expect(await period('?preset=last-90-days')).toMatchObject({ days: 90, bucket: 'week' });
      expect(await period('?preset=this-month')).toMatchObject({
        from: '2025-03-01',
        previousFrom: '2025-02-18',
        previousTo: '2025-02-28',
      });
      expect(await period('?preset=this-year')).toMatchObject({ from: '2025-01-01', days: 70 });
    } finally {
      vi.useRealTimers();
    }
  });
});

const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
const script = fileURLToPath(new URL('../../test/kpi-rollup-process.ts', import.meta.url));
/** A run of the rollup in a process of its own, on this file's database. */
const rollUpElsewhere = (now: number) =>
  promisify(execFile)(tsx, [script, ZONE, String(now)], {
    env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' },
  });

describe('the daily rollup', () => {
  const every = async () => {
    const out: Record<string, unknown> = {};
    for (const kpi of ['growth', 'retention', 'events', 'revenue', 'sms', 'review']) {
      for (const query of [PERIOD, 'from=2025-01-01&to=2025-12-31', 'preset=last-90-days']) {
        out[`${kpi}?${query}`] = (await get(`kpi/${kpi}?${query}`)).json();
      }
    }
    return out;
  };

  it('gives the same figures counted live, rolled up twice, and rolled up by two processes at once', async () => {
    const live = await every();
    const now = Date.now();
    await rollUp(t.db, ZONE, now);
    const state = await t.db.selectFrom('kpi_rollup_state').selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({ time_zone: ZONE, through_day: addDays(dayInZone(now, ZONE), -1) });
    const rows = await t.db.selectFrom('kpi_rollup').selectAll().orderBy('day').orderBy('measure').execute();
    expect(rows).toContainEqual({ day: '2025-03-01', measure: 'new', value: 1 });
    expect(await every()).toEqual(live);

    await rollUp(t.db, ZONE, now);
    expect(
      await t.db.selectFrom('kpi_rollup').selectAll().orderBy('day').orderBy('measure').execute(),
    ).toEqual(rows);
    // Forgotten first, so every run counts every day again from the first sign-up: two processes
    // of their own and this one, at once.
    await t.db.deleteFrom('kpi_rollup_state').execute();
    await Promise.all([rollUpElsewhere(now), rollUpElsewhere(now), rollUp(t.db, ZONE, now)]);
    expect(
      await t.db.selectFrom('kpi_rollup').selectAll().orderBy('day').orderBy('measure').execute(),
    ).toEqual(rows);
    expect(await every()).toEqual(live);
  }, 120_000);

  it('counts a day the rollup already holds again when its texts’ reports arrive later', async () => {
    const now = Date.now();
    await rollUp(t.db, ZONE, now);
    const yesterday = addDays(dayInZone(now, ZONE), -1);
    const sent = at(`${yesterday}T10:00`);
    await t.db
      .insertInto('sms_outbox')
      .values({
        user_id: null,
        to_number: '+447700900001',
        kind: 'staff',
        text: 'Late report',
        driver: 'http',
        delivery_status: 'sent',
        created_at: sent,
        updated_at: sent,
      })
      .execute();
    const query = `kpi/sms?from=${yesterday}&to=${yesterday}`;
    // The rollup already held yesterday: each run counts the last week's days again.
    await rollUp(t.db, ZONE, now);
    expect((await get(query)).json().totals.current).toMatchObject({ sent: 1, delivered: 0 });
    await t.db
      .updateTable('sms_outbox')
      .set({ delivery_status: 'delivered' })
      .where('created_at', '=', sent)
      .execute();
    await rollUp(t.db, ZONE, now);
    expect((await get(query)).json().totals.current).toMatchObject({
      sent: 1,
      delivered: 1,
      deliveryRate: 1,
    });
  });
});
