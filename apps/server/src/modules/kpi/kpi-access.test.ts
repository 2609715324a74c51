import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KPIS } from '@fieldhouse/contract';
import { csvRows } from '../../test/csv.ts';
import { person } from '../../test/journeys.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { inDubai, kpiDataSet } from '../../test/kpi.ts';

/* Who reads the KPIs, the periods refused, and each KPI's table as CSV in the reader's language. */

let t: TestApp;
let tokens: Record<'admin' | 'coach' | 'subscriber', string>;
const get = (url: string, token = tokens.admin) => t.api('GET', url, undefined, { token });

beforeAll(async () => {
  t = await startTestApp({}, { seed: 'base' });
  await inDubai(t, (await person(t, 'superAdmin')).token);
  tokens = {
    admin: (await person(t, 'admin')).token,
    coach: (await person(t, 'coach')).token,
    subscriber: (await person(t, 'subscriber')).token,
  };
  await kpiDataSet(t);
});
afterAll(() => t.close());

describe('who reads the KPIs', () => {
  it('refuses Coach and subscribers with 403 on every KPI and its CSV, and callers without a token with 401', async () => {
    for (const kpi of KPIS) {
      for (const url of [`kpi/${kpi}`, `kpi/${kpi}/csv`]) {
        expect((await get(url)).statusCode, url).toBe(200);
        for (const who of ['coach', 'subscriber'] as const) {
          const res = await get(url, tokens[who]);
          expect(res.statusCode, `${who} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
        }
        expect((await t.api('GET', url)).statusCode).toBe(401);
      }
    }
  });

  it('refuses an Admin whose role no longer holds kpi.view', async () => {
    const other = await startTestApp({}, { seed: 'base' });
    try {
      const admin = await person(other, 'admin');
      await other.revokeAction('admin', 'kpi.view');
      const res = await other.api('GET', 'kpi/growth', undefined, { token: admin.token });
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('the periods refused', () => {
  it.each([
    ['to before from', 'from=2025-03-10&to=2025-03-01', 'KPI_PERIOD_REVERSED', /ends before it starts/],
    [
      'over a year',
      'from=2024-01-01&to=2025-01-31',
      'KPI_PERIOD_TOO_LONG',
      /397 days long; choose at most 366/,
    ],
  ])('%s: 400 with its code and a message a person reads', async (_, query, code, message) => {
    for (const url of [`kpi/growth?${query}`, `kpi/retention?${query}`, `kpi/sms/csv?${query}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: '400', code });
      expect(res.json().message).toMatch(message);
    }
  });

  it.each([
    ['a first day without a last', 'from=2025-03-01', { to: 'Fill this in' }],
    ['a last day without a first', 'to=2025-03-01', { from: 'Fill this in' }],
    ['a day the calendar lacks', 'from=2025-02-30&to=2025-03-02', { from: 'Not a real date' }],
    ['a preset that does not exist', 'preset=last-2-years', {}],
  ])('%s: 400 VALIDATION_FAILED, the field worded', async (_, query, fields) => {
    const res = await get(`kpi/events?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    // Each field says what is wrong with it, in words next to it.
    expect(body.fields ?? {}).toMatchObject(fields);
  });

  it('answers a year exactly, a leap year’s 366 days', async () => {
    expect((await get('kpi/growth?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});

describe('the CSV of each KPI', () => {
  const PERIOD = 'from=2025-03-01&to=2025-03-10';

  it('writes the chart’s steps and both totals, money in major units', async () => {
    const res = await get(`kpi/revenue/csv?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const csv = csvRows(res.rawPayload);
    expect(csv.header).toEqual(['From', 'Received', 'Refunded', 'Revenue', 'Outstanding']);
    expect(csv.rows).toHaveLength(12);
    expect(csv.rows[1]).toEqual(['2025-03-02', '60.00', '0.00', '60.00', '50.00']);
    expect(csv.rows[10]).toEqual(['This period 2025-03-01 – 2025-03-10', '60.00', '10.00', '50.00', '50.00']);
    expect(csv.rows[11]![0]).toBe('Previous period 2025-02-19 – 2025-02-28');
  });

  it('writes the cohort table, and words it in Arabic for a reader who chose Arabic', async () => {
    const reader = await person(t, 'admin');
    const prefs = (await get('preferences', reader.token)).json<{ preferences: object }>();
    await t.api('PUT', 'preferences', { ...prefs.preferences, language: 'ar' }, { token: reader.token });
    const csv = csvRows((await get(`kpi/retention/csv?${PERIOD}`, reader.token)).rawPayload);
    expect(csv.header.slice(0, 3)).toEqual(['شهر التسجيل', 'المسجلون', 'الشهر 0']);
    expect(csv.rows[0]!.slice(0, 3)).toEqual(['2025-03', '4', '0.75']);
    const growth = csvRows((await get(`kpi/growth/csv?${PERIOD}`, reader.token)).rawPayload);
    expect(growth.header).toEqual(['من', 'مشتركون جدد', 'مشتركون نشطون', 'مشتركون مغادرون']);
  });
});
