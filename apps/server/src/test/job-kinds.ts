import { sql } from 'kysely';
import type { DbOrTrx } from '../db/connect.ts';
import { defineJob, JobError } from '../platform/jobs/types.ts';

/**
 * Job kinds that exist only in tests. Their effects go to `job_test_items`, a table with no
 * unique constraint, so an item done twice would show as two rows.
 */
export async function ensureTestItemsTable(db: DbOrTrx): Promise<void> {
  await db.schema
    .createTable('job_test_items')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('item', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}

const record = (db: DbOrTrx, jobId: string, item: number) =>
  sql`insert into job_test_items (job_id, item, at) values (${jobId}, ${item}, ${Date.now()})`.execute(db);

/** The recorded items of a job, in the order they were written. */
export async function recordedItems(db: DbOrTrx, jobId: string) {
  const { rows } = await sql<{ item: number; at: number }>`
    select item, at from job_test_items where job_id = ${jobId} order by at, item`.execute(db);
  return rows.map((r) => ({ item: Number(r.item), at: Number(r.at) }));
}

export const TEST_ITEMS = 'test.items';
/** `count` items, each waiting `pauseMs` before it writes its row. */
export type TestItemsPayload = { count: number; pauseMs?: number };

export const testItemsJob = defineJob<TestItemsPayload>({
  kind: TEST_ITEMS,
  area: 'sms',
  // A grant admins hold and coaches and subscribers do not.
  managedBy: 'sms.view',
  retry: { limit: 3, backoffMs: 200 },
  maxRunMs: 120_000,
  async run(ctx) {
    const { count, pauseMs = 0 } = ctx.payload;
    await ctx.eachItem(count, async (item, trx) => {
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await record(trx, ctx.id, item);
    });
  },
});

export const TEST_FLAKY = 'test.flaky';

/** Fails every try with a reader's message; each try writes its number first. */
export const testFlakyJob = defineJob({
  kind: TEST_FLAKY,
  area: 'sms',
  managedBy: 'sms.view',
  retry: { limit: 2, backoffMs: 300 },
  async run(ctx) {
    await record(ctx.db, ctx.id, ctx.attempt);
    throw new JobError('The provider said no.');
  },
});

export const TEST_BROKEN = 'test.broken';

/** Breaks the way a bug would: its message carries something no reader may see. */
export const testBrokenJob = defineJob({
  kind: TEST_BROKEN,
  area: 'sms',
  managedBy: 'sms.view',
  retry: { limit: 0, backoffMs: 100 },
  async run() {
    throw new Error('connect failed: password=hunter2');
  },
});

export const TEST_JOB_KINDS = [testItemsJob, testFlakyJob, testBrokenJob];
