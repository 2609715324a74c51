import type { BulkOutcome, BulkStatusAction } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

/** Rows inserted per statement when a change starts (SQLite allows 32,766 bound values). */
const INSERT_BATCH = 500;

/** The ids of the accounts these subscriber ids name (unknown ids are left out). */
export async function idsOf(db: DbOrTrx, publicIds: readonly string[]): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('public_id', 'in', [...new Set(publicIds)])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Writes the people of a change, in order: the job's item `n` is `position` n. */
export async function insertItems(db: DbOrTrx, jobId: string, userIds: readonly number[]) {
  for (let from = 0; from < userIds.length; from += INSERT_BATCH) {
    const values = userIds.slice(from, from + INSERT_BATCH).map((userId, i) => ({
      job_id: jobId,
      position: from + i,
      user_id: userId,
      outcome: null,
      reason: null,
      text_to: null,
      text_body: null,
    }));
    await db.insertInto('bulk_status_items').values(values).execute();
  }
}

export function itemAt(db: DbOrTrx, jobId: string, position: number) {
  return db
    .selectFrom('bulk_status_items')
    .select(['user_id', 'outcome'])
    .where('job_id', '=', jobId)
    .where('position', '=', position)
    .executeTakeFirst();
}

export type ItemResult = {
  outcome: BulkOutcome;
  reason: string | null;
  text?: { to: string; body: string } | undefined;
};

export async function recordOutcome(db: DbOrTrx, jobId: string, position: number, result: ItemResult) {
  await db
    .updateTable('bulk_status_items')
    .set({
      outcome: result.outcome,
      reason: result.reason,
      text_to: result.text?.to ?? null,
      text_body: result.text?.body ?? null,
    })
    .where('job_id', '=', jobId)
    .where('position', '=', position)
    .execute();
}

/** The texts decided but not yet handed to the gateway. */
export function unsentTexts(db: DbOrTrx, jobId: string) {
  return db
    .selectFrom('bulk_status_items')
    .select(['position', 'user_id', 'text_to', 'text_body'])
    .where('job_id', '=', jobId)
    .where('text_body', 'is not', null)
    .orderBy('position')
    .execute();
}

export async function markTextSent(db: DbOrTrx, jobId: string, position: number) {
  await db
    .updateTable('bulk_status_items')
    .set({ text_to: null, text_body: null })
    .where('job_id', '=', jobId)
    .where('position', '=', position)
    .execute();
}

/** How many people each outcome and reason has so far (null: not reached yet). */
export function outcomeCounts(db: DbOrTrx, jobId: string) {
  return db
    .selectFrom('bulk_status_items')
    .select(['outcome', 'reason', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('job_id', '=', jobId)
    .groupBy(['outcome', 'reason'])
    .execute();
}

/** Those skipped or failed, in order, with their names (for the report's CSV). */
export function notDone(db: DbOrTrx, jobId: string) {
  return db
    .selectFrom('bulk_status_items')
    .leftJoin('users', 'users.id', 'bulk_status_items.user_id')
    .select(['bulk_status_items.outcome', 'bulk_status_items.reason', 'users.full_name', 'users.public_id'])
    .where('bulk_status_items.job_id', '=', jobId)
    .where('bulk_status_items.outcome', 'in', ['skipped', 'failed'])
    .orderBy('bulk_status_items.position')
    .execute();
}

/** How many people the change has (its job's total). */
export async function itemCount(db: DbOrTrx, jobId: string): Promise<number> {
  const row = await db
    .selectFrom('bulk_status_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordChange(db: DbOrTrx, jobId: string, action: BulkStatusAction) {
  await db.insertInto('bulk_status_jobs').values({ job_id: jobId, action }).execute();
}

export async function changeOf(db: DbOrTrx, jobId: string) {
  const row = await db
    .selectFrom('bulk_status_jobs')
    .select('action')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.action;
}
