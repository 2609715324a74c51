import {
  dayInZone,
  fromLocalInput,
  KPI_PERIOD_MAX_DAYS,
  type KpiBucket,
  type KpiPeriod,
  type KpiPeriodQuery,
} from '@fieldhouse/contract';
import { AppError } from '../../platform/errors.ts';

/*
 * A KPI's period: days on the organisation's clock, `from`..`to` inclusive, the period of equal
 * length just before it, and the chart's step. Days are YYYY-MM-DD text; arithmetic on them is
 * done at UTC midnight, where every day has 24 hours.
 */

const DAY_MS = 86_400_000;

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** How many days `from`..`to` holds, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** When a day starts on the zone's clock, in ms. */
export const startOfDay = (day: string, zone: string) =>
  Date.parse(fromLocalInput(`${day}T00:00`, zone) ?? `${day}T00:00:00Z`);

/** The first day of the step a day falls in: itself, its week's Monday, or its month's 1st. */
export function bucketStart(day: string, bucket: KpiBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

/** Up to 31 days by day, up to 26 weeks by week, longer by month. */
const bucketOf = (days: number): KpiBucket => (days <= 31 ? 'day' : days <= 182 ? 'week' : 'month');

/** Every step's first day that `from`..`to` touches, oldest first. */
export function bucketsOf(from: string, to: string, bucket: KpiBucket): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketStart(day, bucket);
    if (out.at(-1) !== start) out.push(start);
  }
  return out;
}

function chosenDays(query: KpiPeriodQuery, today: string): { from: string; to: string } {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  const last = (n: number) => ({ from: addDays(today, -(n - 1)), to: today });
  switch (query.preset) {
    case 'last-7-days':
      return last(7);
    case 'last-90-days':
      return last(90);
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return last(30);
  }
}

/** The period a query asks for on the organisation's clock at `now`; 400 for one the figures cannot answer. */
export function periodOf(query: KpiPeriodQuery, zone: string, now: number): KpiPeriod {
  const { from, to } = chosenDays(query, dayInZone(now, zone));
  if (to < from) {
    throw new AppError(
      400,
      'KPI_PERIOD_REVERSED',
      'The period ends before it starts: choose a last day after the first.',
    );
  }
  const days = daysBetween(from, to);
  if (days > KPI_PERIOD_MAX_DAYS) {
    throw new AppError(
      400,
      'KPI_PERIOD_TOO_LONG',
      `The period is ${days} days long; choose at most ${KPI_PERIOD_MAX_DAYS}.`,
    );
  }
  const previousTo = addDays(from, -1);
  return {
    from,
    to,
    previousFrom: addDays(previousTo, -(days - 1)),
    previousTo,
    days,
    bucket: bucketOf(days),
    timeZone: zone,
  };
}
