import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { waitForJobRow } from '../../test/harness.ts';
import { recordedItems } from '../../test/job-kinds.ts';
import { exited, jobProcesses } from '../../test/job-processes.ts';
import { bossSchemaFor } from './pg-boss-engine.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ITEMS = 20;
/** The test kind's own time limit is 120 s, so pg-boss alone would hand the job out after 180 s. */
const WITHIN_MS = 20_000;

async function until<T>(what: string, look: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!onPostgres)('a job fetched by a process killed before it claimed the job', () => {
  const servers = jobProcesses();

  it(
    'is finished by the other process within a lease or two, each item once',
    { timeout: 150_000 },
    async () => {
      const db = servers.db();
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const bossJobs = sql.table(`${bossSchemaFor(rows[0]?.schema ?? 'public')}.job`);
      // The job is due in 5 s, so its row can be held before the first process fetches it.
      const first = await servers.start({
        ENQUEUE_ITEMS: String(ITEMS),
        ITEM_PAUSE_MS: '5',
        ENQUEUE_AFTER_MS: '5000',
      });
      const id = first.job ?? '';
      let second: Awaited<ReturnType<typeof servers.start>> | undefined;
      let killedAt = 0;

      await db.transaction().execute(async (trx) => {
        // Our row is held: the first process fetches the job from pg-boss, then waits at its claim.
        const { rows: held } = await sql<{ state: string }>`
        select state from jobs where id = ${id} for update`.execute(trx);
        expect(held[0]?.state).toBe('queued');
        const { rows: me } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const holder = me[0]?.pid ?? 0;
        const claim = await until('the first process’s claim', async () => {
          const { rows: waiting } = await sql<{ pid: number }>`
          select pid from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid))`.execute(db);
          return waiting[0]?.pid;
        });
        const { rows: fetched } = await sql<{ state: string }>`
        select state from ${bossJobs} where id = ${id}::uuid`.execute(db);
        expect(fetched[0]?.state).toBe('active');

        // The other process is up, then the first dies with its claim unsent.
        second = await servers.start({});
        process.kill(first.child.pid ?? 0, 'SIGKILL');
        await exited(first.child);
        killedAt = Date.now();
        await sql`select pg_terminate_backend(${claim})`.execute(db);
        const queued = await trx
          .selectFrom('jobs')
          .select(['state', 'attempts'])
          .where('id', '=', id)
          .executeTakeFirst();
        expect(queued).toEqual({ state: 'queued', attempts: 0 });
      });

      const end = await waitForJobRow(db, id, undefined, undefined, WITHIN_MS);
      expect(Date.now() - killedAt).toBeLessThan(WITHIN_MS);
      expect(end).toMatchObject({ state: 'completed', done: ITEMS, total: ITEMS, attempts: 1 });
      const items = (await recordedItems(db, id)).map((i) => i.item).sort((a, b) => a - b);
      expect(items).toEqual([...Array(ITEMS).keys()]);
      const { rows: boss } = await sql<{ state: string }>`
      select state from ${bossJobs} where id = ${id}::uuid`.execute(db);
      expect(boss[0]?.state).toBe('completed');

      process.kill(second?.child.pid ?? 0, 'SIGTERM');
      await exited(second!.child);
      expect(second?.child.exitCode).toBe(0);
    },
  );
});
