import { shareOf, sums } from './answer.ts';
import { COHORT_PREFIX, type Daily } from './daily.ts';
import type { KpiScope } from './kpi.service.ts';
import { addDays } from './period.ts';
import { dailyFigures } from './rollup.service.ts';

/*
 * Retention by sign-up month. A cohort is everyone who signed up in a calendar month that the
 * period touches; it is retained at the end of a later month while not churned (suspended or
 * erased) by then: a first churn counts, a later reactivation does not bring anyone back. The
 * table runs to today's month (at most MAX_MONTHS_AFTER after). The totals add up the cohorts of
 * each period, retained at that period's last day.
 */

const MAX_MONTHS_AFTER = 24;

/** YYYY-MM moved by whole months. */
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);
const monthsFrom = (first: string, last: string) => {
  const out: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
};

function cohort(daily: Daily, month: string) {
  const size = sums(daily, { from: `${month}-01`, to: lastDayOf(month) })('new');
  /** How many of the cohort are not churned at the end of `day`. */
  const retainedAt = (day: string) =>
    size - sums(daily, { from: `${month}-01`, to: day })(`${COHORT_PREFIX}${month}`);
  return { size, retainedAt };
}

export async function retention(s: KpiScope) {
  const { period } = s;
  const { today } = s;
  const thisMonth = today.slice(0, 7);
  const firstMonth = period.previousFrom.slice(0, 7);
  const daily = await dailyFigures(s.db, s.zone, `${firstMonth}-01`, today > period.to ? today : period.to, [
    COHORT_PREFIX,
  ]);
  const totals = (from: string, to: string) => {
    let signedUp = 0;
    let retained = 0;
    for (const month of monthsFrom(from.slice(0, 7), to.slice(0, 7))) {
      const c = cohort(daily, month);
      signedUp += c.size;
      retained += c.retainedAt(to);
    }
    return { signedUp, retained, share: shareOf(retained, signedUp) };
  };
  const cohorts = monthsFrom(period.from.slice(0, 7), period.to.slice(0, 7)).map((month) => {
    const c = cohort(daily, month);
    const last = Math.min(monthsFrom(month, thisMonth).length - 1, MAX_MONTHS_AFTER);
    return {
      month,
      size: c.size,
      retained: Array.from({ length: Math.max(last + 1, 0) }, (_, k) => {
        const end = lastDayOf(addMonths(month, k));
        const count = c.retainedAt(end < today ? end : today);
        return { monthsAfter: k, count, share: shareOf(count, c.size) };
      }),
    };
  });
  return {
    period,
    totals: {
      current: totals(period.from, period.to),
      previous: totals(period.previousFrom, period.previousTo),
    },
    cohorts,
  };
}
