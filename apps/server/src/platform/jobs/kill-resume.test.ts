import { describe, expect, it } from 'vitest';
import { waitForJobRow } from '../../test/harness.ts';
import { recordedItems } from '../../test/job-kinds.ts';
import { exited, jobProcesses } from '../../test/job-processes.ts';
import { JOB_FAILURES } from './runner.ts';

const ITEMS = 400;
const servers = jobProcesses();
const startServer = servers.start;

describe('a job whose server stops part-way', () => {
  it('finishes on the next server with every item done exactly once', { timeout: 120_000 }, async () => {
    const first = await startServer({ ENQUEUE_ITEMS: String(ITEMS), ITEM_PAUSE_MS: '15' });
    const id = first.job ?? '';
    const partway = await waitForJobRow(servers.db(), id, ['running'], (row) => row.done >= 30);
    expect(partway.done).toBeLessThan(ITEMS);

    process.kill(first.child.pid ?? 0, 'SIGKILL');
    await exited(first.child);
    const atKill = await waitForJobRow(servers.db(), id, ['running']);
    expect(atKill.done).toBeLessThan(ITEMS);

    const second = await startServer({});
    const end = await waitForJobRow(servers.db(), id, undefined, undefined, 90_000);
    expect(end).toMatchObject({ state: 'completed', done: ITEMS, total: ITEMS, attempts: 2 });
    const items = (await recordedItems(servers.db(), id)).map((i) => i.item).sort((a, b) => a - b);
    expect(items).toEqual([...Array(ITEMS).keys()]);

    process.kill(second.child.pid ?? 0, 'SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
  });

  it(
    'is put back in the queue by a server stopped gracefully, and finished by the next',
    { timeout: 120_000 },
    async () => {
      const first = await startServer({ ENQUEUE_ITEMS: String(ITEMS), ITEM_PAUSE_MS: '15' });
      const id = first.job ?? '';
      await waitForJobRow(servers.db(), id, ['running'], (row) => row.done >= 30);

      process.kill(first.child.pid ?? 0, 'SIGTERM');
      await exited(first.child);
      expect(first.child.exitCode).toBe(0);
      // The item under way finished (or rolled back) with the advance of `done`: none half-done.
      const stopped = await waitForJobRow(servers.db(), id, ['queued']);
      expect(stopped).toMatchObject({ lease_until: null, error: JOB_FAILURES.shutdown });
      expect(stopped.done).toBeLessThan(ITEMS);
      expect(await recordedItems(servers.db(), id)).toHaveLength(stopped.done);

      const second = await startServer({});
      const end = await waitForJobRow(servers.db(), id, undefined, undefined, 90_000);
      expect(end).toMatchObject({ state: 'completed', done: ITEMS, attempts: 2 });
      const items = (await recordedItems(servers.db(), id)).map((i) => i.item).sort((a, b) => a - b);
      expect(items).toEqual([...Array(ITEMS).keys()]);
      process.kill(second.child.pid ?? 0, 'SIGTERM');
      await exited(second.child);
    },
  );
});
