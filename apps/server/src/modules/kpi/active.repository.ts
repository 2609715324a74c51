import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/*
 * The rows the active count is made of: who signed in (sessions started) or registered for an
 * event (the person it is for) between two instants (ms, end excluded), and the days of activity
 * the rollup keeps (kpi_active_days).
 */

export const activityIn = (db: DbOrTrx, start: number, end: number) =>
  db
    .selectFrom('sessions')
    .select(['user_id', 'created_at'])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .unionAll(
      db
        .selectFrom('event_registrations')
        .select(['user_id', 'created_at'])
        .where('created_at', '>=', start)
        .where('created_at', '<', end),
    )
    .execute();

/** Replaces the kept days of activity `from`..`to` by `rows`. */
export async function replaceActiveDays(
  trx: DbOrTrx,
  from: string,
  to: string,
  rows: { user_id: number; day: string }[],
) {
  await trx.deleteFrom('kpi_active_days').where('day', '>=', from).where('day', '<=', to).execute();
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('kpi_active_days')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/** Forgets the kept days of activity before a day (kept on another time zone's clock). */
export const clearActiveBefore = (trx: DbOrTrx, day: string) =>
  trx.deleteFrom('kpi_active_days').where('day', '<', day).execute();

/**
 * For each day `from`..`to`, how many of the people active that day were last active before on
 * each earlier day (`prev`; null: never before), from the kept days.
 */
export async function firstsByDay(trx: DbOrTrx, from: string, to: string) {
  const { rows } = await sql<{ day: string; prev: string | null; n: number }>`
    select w.day, w.prev, count(*) as n from (
      select a.day, lag(a.day) over (partition by a.user_id order by a.day) as prev
      from kpi_active_days a
      where a.user_id in (select b.user_id from kpi_active_days b where b.day >= ${from} and b.day <= ${to})
        and a.day <= ${to}
    ) w
    where w.day >= ${from}
    group by w.day, w.prev`.execute(trx);
  return rows;
}

/** Each of `userIds`' last kept day of activity before `day`, by person. */
export async function lastActiveBefore(db: DbOrTrx, day: string, userIds: number[]) {
  const last = new Map<number, string>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db
      .selectFrom('kpi_active_days')
      .select((eb) => ['user_id', eb.fn.max('day').as('day')])
      .where('user_id', 'in', userIds.slice(i, i + 1000))
      .where('day', '<', day)
      .groupBy('user_id')
      .execute();
    for (const row of rows) last.set(Number(row.user_id), String(row.day));
  }
  return last;
}
