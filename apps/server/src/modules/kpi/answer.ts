import type { KpiPeriod } from '@fieldhouse/contract';
import type { Daily } from './daily.ts';
import { addDays, bucketsOf } from './period.ts';

/*
 * A KPI's answer from its figures: the totals of the period and of the one before, and a point
 * per step of the chart, each worked out by the KPI's `finish` for a range of days.
 */

/** Days `from`..`to`, both counted. */
export type DayRange = { from: string; to: string };

/** The sum of each measure over the days of a range. */
export function sums(daily: Daily, range: DayRange): (measure: string) => number {
  const total = new Map<string, number>();
  for (const [day, measures] of daily) {
    if (day < range.from || day > range.to) continue;
    for (const [measure, value] of measures) total.set(measure, (total.get(measure) ?? 0) + value);
  }
  return (measure) => total.get(measure) ?? 0;
}

/** `part / whole`, to four places, or null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

export async function answer<T extends object>(
  period: KpiPeriod,
  finish: (range: DayRange) => T | Promise<T>,
) {
  const starts = bucketsOf(period.from, period.to, period.bucket);
  const steps = starts.map((start, i) => {
    const next = starts[i + 1];
    return {
      start,
      range: { from: start < period.from ? period.from : start, to: next ? addDays(next, -1) : period.to },
    };
  });
  const [current, previous, ...points] = await Promise.all([
    finish({ from: period.from, to: period.to }),
    finish({ from: period.previousFrom, to: period.previousTo }),
    ...steps.map((step) => finish(step.range)),
  ]);
  return {
    period,
    totals: { current, previous },
    series: points.map((point, i) => ({ start: steps[i]!.start, ...point })),
  };
}
