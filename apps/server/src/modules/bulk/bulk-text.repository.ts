import type { DbOrTrx } from '../../db/connect.ts';
import type { BulkTextOutcomesTable } from './text-tables.ts';

/** Rows inserted per statement (SQLite allows 32,766 bound values). */
const INSERT_BATCH = 1_000;

/** Writes the people of a send, in order: the job's item `n` is `position` n. */
export async function insertItems(db: DbOrTrx, jobId: string, userIds: readonly number[]) {
  for (let from = 0; from < userIds.length; from += INSERT_BATCH) {
    const values = userIds
      .slice(from, from + INSERT_BATCH)
      .map((userId, i) => ({ job_id: jobId, position: from + i, user_id: userId }));
    await db.insertInto('bulk_text_items').values(values).execute();
  }
}

/** The people at positions `from` up to `to`, with whether their text is written already. */
export function itemsBetween(db: DbOrTrx, jobId: string, from: number, to: number) {
  return db
    .selectFrom('bulk_text_items as i')
    .leftJoin('bulk_text_outcomes as o', (join) =>
      join.onRef('o.job_id', '=', 'i.job_id').onRef('o.user_id', '=', 'i.user_id'),
    )
    .select(['i.user_id', 'o.outcome'])
    .where('i.job_id', '=', jobId)
    .where('i.position', '>=', from)
    .where('i.position', '<', to)
    .orderBy('i.position')
    .execute();
}

export async function insertOutcomes(db: DbOrTrx, rows: readonly BulkTextOutcomesTable[]) {
  for (let from = 0; from < rows.length; from += INSERT_BATCH)
    await db
      .insertInto('bulk_text_outcomes')
      .values(rows.slice(from, from + INSERT_BATCH))
      .execute();
}

export async function itemCount(db: DbOrTrx, jobId: string): Promise<number> {
  const row = await db
    .selectFrom('bulk_text_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many texts each outcome and reason has so far; `failed` those the SMS log gave up on. */
export function outcomeCounts(db: DbOrTrx, jobId: string) {
  return db
    .selectFrom('bulk_text_outcomes as o')
    .leftJoin('sms_outbox as s', 's.id', 'o.sms_id')
    .select(['o.outcome', 'o.reason', 's.delivery_status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('o.job_id', '=', jobId)
    .groupBy(['o.outcome', 'o.reason', 's.delivery_status'])
    .execute();
}

/** Everyone of a send, in order, with their name and their text's outcome (for the report's CSV). */
export function everyone(db: DbOrTrx, jobId: string) {
  return db
    .selectFrom('bulk_text_items as i')
    .leftJoin('bulk_text_outcomes as o', (join) =>
      join.onRef('o.job_id', '=', 'i.job_id').onRef('o.user_id', '=', 'i.user_id'),
    )
    .leftJoin('sms_outbox as s', 's.id', 'o.sms_id')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .select(['o.outcome', 'o.reason', 's.delivery_status', 's.error', 'u.full_name', 'u.public_id'])
    .where('i.job_id', '=', jobId)
    .orderBy('i.position')
    .execute();
}

/** How long the same send to the same people is refused after it starts, unless it was cancelled or failed. */
export const SAME_SEND_MS = 10 * 60_000;

export async function recordSend(db: DbOrTrx, jobId: string, templateId: number | null, activeKey: string) {
  // A key left by a send cancelled or failed, or done long enough ago, no longer stands in the way.
  await db
    .updateTable('bulk_text_jobs')
    .set({ active_key: null })
    .where('active_key', '=', activeKey)
    .where('job_id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where((w) =>
          w.or([
            w('state', 'in', ['cancelled', 'failed']),
            w.and([w('state', '=', 'completed'), w('created_at', '<', Date.now() - SAME_SEND_MS)]),
          ]),
        ),
    )
    .execute();
  await db
    .insertInto('bulk_text_jobs')
    .values({ job_id: jobId, template_id: templateId, active_key: activeKey })
    .execute();
}

export function sendOf(db: DbOrTrx, jobId: string) {
  return db.selectFrom('bulk_text_jobs').select('template_id').where('job_id', '=', jobId).executeTakeFirst();
}
