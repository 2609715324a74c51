import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/** Running jobs whose try stopped renewing its lease: the process running it is gone. */
export function lapsedLeases(db: DbOrTrx, now: number, limit = 50) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .limit(limit)
    .execute();
}

/** Back to the queue after a lost try, unless a try took it again meanwhile. */
export async function requeueLapsed(db: DbOrTrx, id: string, error: string, now: number) {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', error, lease_until: null, claimed_by: null, run_after: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The embedded engine's next job among `kinds`: due and waiting, or running on a lapsed lease. */
export function nextDue(db: DbOrTrx, kinds: string[], skip: string[], now: number) {
  let query = db
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('run_after')
    .orderBy('created_at')
    .limit(1);
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return query.executeTakeFirst();
}

/** When the embedded engine next has something to do among `kinds` (a start or a lease running out). */
export async function nextWakeAt(db: DbOrTrx, kinds: string[]): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .select(sql<number | null>`min(case when state = 'queued' then run_after else lease_until end)`.as('at'))
    .where('kind', 'in', kinds)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/**
 * Takes a job whose try died (or whose only fetch died before its claim), without counting a try,
 * to end it for good.
 */
export function takeLapsed(db: DbOrTrx, id: string, token: string, now: number) {
  return db
    .updateTable('jobs')
    .set({ state: 'running', claimed_by: token, updated_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]),
    )
    .returningAll()
    .executeTakeFirst();
}
