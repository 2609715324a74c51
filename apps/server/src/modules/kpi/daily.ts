import { dayInZone, smsSegments } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { addDays, daysBetween, startOfDay } from './period.ts';
import * as repo from './rollup.repository.ts';

/*
 * The figures counted per day on the organisation's clock, from the rows themselves: what the
 * rollup keeps for past days and what is counted live for the days after it.
 *   new                sign-ups that day
 *   registrations      event registrations made that day
 *   churned            suspensions and confirmed erasures that day
 *   churned:<YYYY-MM>  of those, the people who signed up in that month (the cohort table)
 *   sms-sent, sms-delivered, sms-failed, sms-segments   texts handed to the provider that day
 *   review-decided     review decisions made that day
 *   review-ms:<ms>     of those, how many came <ms> after the person's phone was verified (kept
 *                      whole so the median of any range is the one the decisions themselves give)
 *   active:<day>       (active.ts) people active that day who were last active before on <day>
 */

export const DAILY_MEASURES = [
  'new',
  'churned',
  'sms-sent',
  'sms-delivered',
  'sms-failed',
  'sms-segments',
  'review-decided',
  'registrations',
];
export const COHORT_PREFIX = 'churned:';
export const TURNAROUND_PREFIX = 'review-ms:';

/** Figures by day, then by measure; a day or measure with nothing is absent. */
export type Daily = Map<string, Map<string, number>>;

export function add(daily: Daily, day: string, measure: string, value: number) {
  if (value === 0) return;
  const row = daily.get(day) ?? new Map<string, number>();
  row.set(measure, (row.get(measure) ?? 0) + value);
  daily.set(day, row);
}

/** Finds the day an instant falls on among `from`..`to` by the days' starts, without asking Intl per row. */
export function dayFinder(from: string, to: string, zone: string) {
  const days = Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));
  const starts = [...days.map((d) => startOfDay(d, zone)), startOfDay(addDays(to, 1), zone)];
  return {
    start: starts[0]!,
    end: starts.at(-1)!,
    /** Each day with the instants it spans. */
    spans: days.map((day, i) => ({ day, start: starts[i]!, end: starts[i + 1]! })),
    dayOf(ms: number): string {
      let lo = 0;
      let hi = days.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= ms) lo = mid;
        else hi = mid - 1;
      }
      return days[lo]!;
    },
  };
}

/** Counts every daily figure of days `from`..`to` from the rows. */
export async function countDays(db: DbOrTrx, zone: string, from: string, to: string): Promise<Daily> {
  const daily: Daily = new Map();
  const days = dayFinder(from, to, zone);
  const [signUps, registrations, churns, texts, decisions] = await Promise.all([
    // Sign-ups and registrations are many: counted a day at a time through their index, not read.
    Promise.all(days.spans.map((span) => repo.signUpsIn(db, span.start, span.end))),
    Promise.all(days.spans.map((span) => repo.registrationsIn(db, span.start, span.end))),
    repo.churnsIn(db, days.start, days.end),
    repo.textsIn(db, days.start, days.end),
    repo.decisionsIn(db, days.start, days.end),
  ]);
  days.spans.forEach((span, i) => {
    add(daily, span.day, 'new', signUps[i]!);
    add(daily, span.day, 'registrations', registrations[i]!);
  });
  const months = new Map<number, string>();
  for (const c of churns) {
    const day = days.dayOf(c.at);
    add(daily, day, 'churned', 1);
    // Sign-up months of people churning are few: each asks Intl once.
    const key = Math.floor(c.created_at / 60_000);
    const month = months.get(key) ?? dayInZone(c.created_at, zone).slice(0, 7);
    months.set(key, month);
    add(daily, day, `${COHORT_PREFIX}${month}`, 1);
  }
  for (const text of texts) {
    const day = days.dayOf(text.created_at);
    add(daily, day, 'sms-sent', 1);
    if (text.delivery_status === 'delivered') add(daily, day, 'sms-delivered', 1);
    if (text.delivery_status === 'failed') add(daily, day, 'sms-failed', 1);
    add(daily, day, 'sms-segments', smsSegments(text.text).segments);
  }
  for (const decision of decisions) {
    const day = days.dayOf(decision.at);
    add(daily, day, 'review-decided', 1);
    if (decision.verified_at == null) continue;
    add(daily, day, `${TURNAROUND_PREFIX}${decision.at - Number(decision.verified_at)}`, 1);
  }
  return daily;
}
