import { dayInZone } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { ACTIVE_PREFIX, activeDays, clearActiveBefore, countActive, keepActive } from './active.ts';
import { add, countDays, DAILY_MEASURES, type Daily } from './daily.ts';
import { addDays } from './period.ts';
import * as repo from './rollup.repository.ts';

/*
 * The rollup keeps each past day's figures (daily.ts) so a period of a year adds up a few hundred
 * rows, not a million. Each run counts again from the rows every day from a week before its last
 * day up to yesterday (delivery reports arrive late), so a run twice, or two at once on two
 * processes, writes the same figures: each chunk of days is replaced whole, writers taking turns.
 * A change of the organisation's time zone makes other days of the same rows: the rollup is then
 * ignored until a run has counted every day again on the new clock. Today is always counted live.
 */

const RECOUNT_DAYS = 7;
const CHUNK_DAYS = 31;

const rowsOf = (daily: Daily) =>
  [...daily].flatMap(([day, measures]) => [...measures].map(([measure, value]) => ({ day, measure, value })));

/** Brings the rollup up to yesterday on the zone's clock at `now`. Answers the last day it holds. */
export async function rollUp(db: Db, zone: string, now: number): Promise<string | null> {
  const yesterday = addDays(dayInZone(now, zone), -1);
  const state = await repo.rollupState(db);
  const sameZone = state?.time_zone === zone;
  let from: string;
  if (sameZone) {
    from = addDays(state.through_day, -(RECOUNT_DAYS - 1));
  } else {
    const first = await repo.firstSignUp(db);
    from = first === null ? yesterday : dayInZone(first, zone);
  }
  if (from > yesterday) return state?.through_day ?? null;
  for (let start = from; start <= yesterday; start = addDays(start, CHUNK_DAYS)) {
    const end = [addDays(start, CHUNK_DAYS - 1), yesterday].sort()[0]!;
    const counted = await countDays(db, zone, start, end);
    const pairs = await activeDays(db, zone, start, end);
    await db.transaction().execute(async (trx) => {
      await repo.takeRollupTurn(trx);
      // Earlier days are kept already (chunks go oldest first): each day's active measures need them.
      const active = await keepActive(trx, start, end, pairs);
      await repo.replaceDays(trx, start, end, [...rowsOf(counted), ...active]);
    });
  }
  await db.transaction().execute(async (trx) => {
    await repo.takeRollupTurn(trx);
    const latest = await repo.rollupState(trx);
    const through =
      latest?.time_zone === zone && latest.through_day > yesterday ? latest.through_day : yesterday;
    // Days before the first sign-up on the new clock may hold the old clock's figures.
    if (!sameZone) {
      await repo.clearBefore(trx, from);
      await clearActiveBefore(trx, from);
    }
    await repo.saveRollupState(trx, { timeZone: zone, throughDay: through });
  });
  return yesterday;
}

/**
 * The daily figures of days `from`..`to`: rolled up where the rollup reaches (on this zone's
 * clock), counted from the rows after it. `prefixes` adds measures by name (`churned:`, `active:`).
 */
export async function dailyFigures(
  db: Db,
  zone: string,
  from: string,
  to: string,
  prefixes: string[] = [],
): Promise<Daily> {
  const state = await repo.rollupState(db);
  const through = state?.time_zone === zone ? state.through_day : null;
  const daily: Daily = new Map();
  if (through !== null && from <= through) {
    const last = to < through ? to : through;
    for (const row of await repo.rolledUp(db, from, last, DAILY_MEASURES, prefixes)) {
      add(daily, row.day, row.measure, Number(row.value));
    }
  }
  const liveFrom = through !== null && through >= from ? addDays(through, 1) : from;
  if (liveFrom <= to) {
    const live = await Promise.all([
      countDays(db, zone, liveFrom, to),
      ...(prefixes.includes(ACTIVE_PREFIX) ? [countActive(db, zone, liveFrom, to, liveFrom !== from)] : []),
    ]);
    for (const [day, measures] of live.flatMap((counted) => [...counted])) {
      for (const [measure, value] of measures) add(daily, day, measure, value);
    }
  }
  return daily;
}
