import type { Job } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { JobRow, JobState } from '../../db/database.ts';

export type NewJob = {
  id: string;
  kind: string;
  area: string;
  startedBy: number | null;
  total: number | null;
  payload: string;
  singletonKey: string | null;
  /** The request queueing it, whose id its log lines carry. */
  requestId?: string | null;
  runAfter: number;
  now: number;
};

/** Inserts a queued job; false when a job of its kind and singleton key is already waiting. */
export async function insertJob(db: DbOrTrx, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      id: job.id,
      kind: job.kind,
      area: job.area,
      state: 'queued',
      total: job.total,
      error: null,
      started_by: job.startedBy,
      payload: job.payload,
      singleton_key: job.singletonKey,
      request_id: job.requestId ?? null,
      run_after: job.runAfter,
      lease_until: null,
      claimed_by: null,
      created_at: job.now,
      updated_at: job.now,
      started_at: null,
      finished_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findWaitingSingleton(db: DbOrTrx, kind: string, key: string) {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('singleton_key', '=', key)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return row?.id;
}

export function findJob(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reader's view of a job row. */
export function toJobView(row: JobRow): Job {
  const view: Job = { id: row.id, kind: row.kind, state: row.state, done: row.done, total: row.total };
  if (row.error !== null) view.error = row.error;
  return view;
}

type Claim = { id: string; token: string; now: number; leaseMs: number };

/** Takes a waiting job, or one whose last try's process stopped renewing its lease, for this try. */
export function claimJob(db: DbOrTrx, c: Claim): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      claimed_by: c.token,
      lease_until: c.now + c.leaseMs,
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', eb.val(c.now)),
      updated_at: c.now,
    }))
    .where('id', '=', c.id)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', c.now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A scheduled job the engine started by itself: its row is created already running. */
export async function insertRunning(db: DbOrTrx, job: NewJob & Omit<Claim, 'id' | 'now'>) {
  await db
    .insertInto('jobs')
    .values({
      id: job.id,
      kind: job.kind,
      area: job.area,
      state: 'running',
      total: job.total,
      error: null,
      started_by: null,
      attempts: 1,
      payload: job.payload,
      singleton_key: null,
      run_after: job.now,
      lease_until: job.now + job.leaseMs,
      claimed_by: job.token,
      created_at: job.now,
      updated_at: job.now,
      started_at: job.now,
      finished_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return findJob(db, job.id);
}

/** Keeps the try's lease; false once the job was cancelled or another try holds it. */
export async function renewLease(db: DbOrTrx, id: string, token: string, until: number) {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const held = (db: DbOrTrx, id: string, token: string) =>
  db.updateTable('jobs').where('id', '=', id).where('claimed_by', '=', token).where('state', '=', 'running');

export async function saveProgress(db: DbOrTrx, id: string, token: string, done: number, total?: number) {
  const result = await held(db, id, token)
    .set({ done, ...(total === undefined ? {} : { total }), updated_at: Date.now() })
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Moves `done` from `from` to `to` only if no other try moved it and nobody cancelled the job. */
export async function advance(db: DbOrTrx, id: string, token: string, from: number, to: number) {
  const result = await held(db, id, token)
    .where('done', '=', from)
    .set({ done: to, updated_at: Date.now() })
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends the try's job as completed or failed; false when the try no longer holds it. */
export async function finishJob(
  db: DbOrTrx,
  end: { id: string; token: string; state: Extract<JobState, 'completed' | 'failed'>; error: string | null },
) {
  const now = Date.now();
  const result = await held(db, end.id, end.token)
    .set({
      state: end.state,
      error: end.error,
      payload: null,
      lease_until: null,
      finished_at: now,
      updated_at: now,
    })
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Puts the try's job back in the queue, to be taken at `runAfter`. */
export async function requeueJob(db: DbOrTrx, id: string, token: string, error: string, runAfter: number) {
  const result = await held(db, id, token)
    .set({
      state: 'queued',
      error,
      run_after: runAfter,
      lease_until: null,
      claimed_by: null,
      updated_at: Date.now(),
    })
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function cancelJob(db: DbOrTrx, id: string) {
  const now = Date.now();
  return db
    .updateTable('jobs')
    .set({ state: 'cancelled', payload: null, lease_until: null, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'running'])
    .returning(['kind', 'started_by'])
    .executeTakeFirst();
}
