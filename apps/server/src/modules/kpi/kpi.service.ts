import { dayInZone, type KpiPeriodQuery } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import { ACTIVE_PREFIX, activeIn } from './active.ts';
import { answer, shareOf, sums, type DayRange } from './answer.ts';
import { add, dayFinder, TURNAROUND_PREFIX, type Daily } from './daily.ts';
import * as repo from './kpi.repository.ts';
import { addDays, periodOf, startOfDay } from './period.ts';
import { dailyFigures } from './rollup.service.ts';

/*
 * Each KPI for a period against the one before (definitions in the contract, kpi/kpi.ts). The
 * figures a million rows make (sign-ups, active people, churn, texts, review decisions) come from
 * the rollup; the
 * others are read live, a period's rows through an index on their time.
 */

export type KpiScope = ReturnType<typeof scopeWith>;

/** The period asked for on the organisation's clock, and the instants both periods span. */
export async function scopeOf(deps: Deps, query: KpiPeriodQuery, now = Date.now()) {
  return scopeWith(deps.db, await organisationSettings(deps), query, now);
}

/** The same for given settings (the bench's). */
export function scopeWith(
  db: Db,
  settings: { timeZone: string; currency: string },
  query: KpiPeriodQuery,
  now: number,
) {
  const zone = settings.timeZone;
  const period = periodOf(query, zone, now);
  const instants = (range: DayRange) => ({
    start: startOfDay(range.from, zone),
    end: startOfDay(addDays(range.to, 1), zone),
  });
  const both = instants({ from: period.previousFrom, to: period.to });
  return { db, zone, today: dayInZone(now, zone), currency: settings.currency, period, instants, ...both };
}

export async function growth(s: KpiScope) {
  const daily = await dailyFigures(s.db, s.zone, s.period.previousFrom, s.period.to, [ACTIVE_PREFIX]);
  return answer(s.period, (range) => {
    const sum = sums(daily, range);
    return { new: sum('new'), active: activeIn(daily, range), churned: sum('churned') };
  });
}

export async function events(s: KpiScope) {
  const days = dayFinder(s.period.previousFrom, s.period.to, s.zone);
  const [daily, held] = await Promise.all([
    dailyFigures(s.db, s.zone, s.period.previousFrom, s.period.to),
    repo.attendanceIn(s.db, s.start, s.end),
  ]);
  for (const places of held) {
    const day = days.dayOf(Number(places.starts_at));
    add(daily, day, 'registered', Number(places.n));
    if (places.status === 'attended') add(daily, day, 'attended', Number(places.n));
  }
  return answer(s.period, (range) => {
    const sum = sums(daily, range);
    return {
      registrations: sum('registrations'),
      attended: sum('attended'),
      registered: sum('registered'),
      attendanceRate: shareOf(sum('attended'), sum('registered')),
    };
  });
}

export async function revenue(s: KpiScope) {
  const daily: Daily = new Map();
  const days = dayFinder(s.period.previousFrom, s.period.to, s.zone);
  const { previousFrom: from, to } = s.period;
  const [payments, refunds, invoices] = await Promise.all([
    repo.paymentsOn(s.db, s.currency, from, to),
    repo.refundsIn(s.db, s.currency, s.start, s.end),
    repo.issuedOn(s.db, s.currency, from, to),
  ]);
  for (const p of payments) add(daily, p.paid_on, 'received', Number(p.amount_minor));
  for (const r of refunds) add(daily, days.dayOf(r.created_at), 'refunded', Number(r.amount_minor));
  for (const i of invoices) add(daily, i.issued_on, 'outstanding', Math.max(Number(i.due), 0));
  const figures = await answer(s.period, (range) => {
    const sum = sums(daily, range);
    return {
      received: sum('received'),
      refunded: sum('refunded'),
      revenue: sum('received') - sum('refunded'),
      outstanding: sum('outstanding'),
    };
  });
  return { ...figures, currency: s.currency };
}

export async function sms(s: KpiScope) {
  const daily = await dailyFigures(s.db, s.zone, s.period.previousFrom, s.period.to);
  return answer(s.period, (range) => {
    const sum = sums(daily, range);
    return {
      sent: sum('sms-sent'),
      delivered: sum('sms-delivered'),
      failed: sum('sms-failed'),
      deliveryRate: shareOf(sum('sms-delivered'), sum('sms-sent')),
      segments: sum('sms-segments'),
    };
  });
}

const HOUR_MS = 3_600_000;

/** The middle value (the mean of the middle two for an even count), to one decimal. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort(); // numeric order, and quick on tens of thousands
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

export async function review(s: KpiScope) {
  const daily = await dailyFigures(s.db, s.zone, s.period.previousFrom, s.period.to, [TURNAROUND_PREFIX]);
  // Each day's turnarounds in hours, once, for every range to gather.
  const hoursOn = new Map<string, number[]>();
  for (const [day, measures] of daily) {
    const hours: number[] = [];
    for (const [measure, count] of measures) {
      if (!measure.startsWith(TURNAROUND_PREFIX)) continue;
      const value = Number(measure.slice(TURNAROUND_PREFIX.length)) / HOUR_MS;
      for (let i = 0; i < count; i++) hours.push(value);
    }
    hoursOn.set(day, hours);
  }
  return answer(s.period, (range) => {
    const within = [...hoursOn].filter(([day]) => day >= range.from && day <= range.to);
    return {
      decided: sums(daily, range)('review-decided'),
      medianHours: median(within.flatMap(([, hours]) => hours)),
    };
  });
}
