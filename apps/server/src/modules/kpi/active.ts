import type { DbOrTrx } from '../../db/connect.ts';
import type { DayRange } from './answer.ts';
import { add, dayFinder, type Daily } from './daily.ts';
import * as repo from './active.repository.ts';

/*
 * The active count: how many different people signed in or registered for an event in a range
 * of days. A distinct count cannot be added up from daily counts, so each day keeps, per earlier
 * day, how many of that day's active people were last active before on it (`active:<day>`, or
 * `active:-` for never): measures of the rollup like the others, and counted the same way live.
 * It is exact: a person active in `from`..`to` has exactly one active day there whose previous
 * active day is before `from` (the first in the range); each later one has its previous inside.
 * So the people active in a range are the day's people whose previous day is before `from`,
 * added up over its days — a few rows per day, whatever the number of people.
 */

export const ACTIVE_PREFIX = 'active:';
const NEVER = '-';

/** Each person's days of activity among `from`..`to`, once each, by person then day. */
export async function activeDays(db: DbOrTrx, zone: string, from: string, to: string) {
  const days = dayFinder(from, to, zone);
  const seen = new Set<string>();
  const out: { user_id: number; day: string }[] = [];
  for (const row of await repo.activityIn(db, days.start, days.end)) {
    const pair = { user_id: Number(row.user_id), day: days.dayOf(Number(row.created_at)) };
    const key = `${pair.user_id} ${pair.day}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(pair);
  }
  return out.sort((a, b) => a.user_id - b.user_id || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * The active measures of days `from`..`to` counted from the rows; `kept` when the rollup holds
 * every day of activity before `from` (on this clock), else earlier activity counts as never —
 * right for every range starting on or after `from`.
 */
export async function countActive(db: DbOrTrx, zone: string, from: string, to: string, kept: boolean) {
  const pairs = await activeDays(db, zone, from, to);
  const before = kept
    ? await repo.lastActiveBefore(db, from, [...new Set(pairs.map((p) => p.user_id))])
    : new Map<number, string>();
  const daily: Daily = new Map();
  pairs.forEach((pair, i) => {
    const previous = pairs[i - 1];
    const prev = previous?.user_id === pair.user_id ? previous.day : (before.get(pair.user_id) ?? NEVER);
    add(daily, pair.day, `${ACTIVE_PREFIX}${prev}`, 1);
  });
  return daily;
}

/** Keeps the days of activity `from`..`to` (the rollup's turn held) and answers their active measures. */
export async function keepActive(
  trx: DbOrTrx,
  from: string,
  to: string,
  pairs: { user_id: number; day: string }[],
) {
  await repo.replaceActiveDays(trx, from, to, pairs);
  return (await repo.firstsByDay(trx, from, to)).map((row) => ({
    day: row.day,
    measure: `${ACTIVE_PREFIX}${row.prev ?? NEVER}`,
    value: Number(row.n),
  }));
}

export const clearActiveBefore = repo.clearActiveBefore;

/** How many different people were active in a range, from the daily figures' active measures. */
export function activeIn(daily: Daily, range: DayRange): number {
  let count = 0;
  for (const [day, measures] of daily) {
    if (day < range.from || day > range.to) continue;
    for (const [measure, value] of measures) {
      if (!measure.startsWith(ACTIVE_PREFIX)) continue;
      const prev = measure.slice(ACTIVE_PREFIX.length);
      if (prev === NEVER || prev < range.from) count += value;
    }
  }
  return count;
}
