import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { BulkTextStarted } from '@fieldhouse/contract';
import { roleIds } from '../apps/server/src/db/seed/base.ts';
import { directAccounts } from '../apps/server/src/test/bulk.ts';
import { startTestApp } from '../apps/server/src/test/harness.ts';
import { person } from '../apps/server/src/test/journeys.ts';

/*
 * A bulk text to 100,000 subscribers with verified mobiles, on the embedded database (PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), through the HTTP layer: from the request
 * that starts it (which writes its people) to its job's end, every text logged in the SMS outbox.
 * Goal: 100,000 queued within 10 s.
 */
const COUNT = Number(process.env.BENCH_TEXT_PEOPLE ?? 100_000);
const GOAL_S = 10;

export async function bulkTextSpeed(): Promise<boolean> {
  // The harness reads TEST_DATABASE_URL when it loads: the bench's database is handed over instead.
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const t = await startTestApp({}, { seed: 'base', postgresUrl });
  try {
    const { token } = await person(t, 'admin');
    const word = `bench${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const seeded = process.hrtime.bigint();
    await directAccounts(t.db, (await roleIds(t.db)).subscriber, COUNT, word);
    const seedS = Number(process.hrtime.bigint() - seeded) / 1e9;
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const res = await t.api(
      'POST',
      'bulk/text',
      {
        target: { by: 'filter', filter: { q: word } },
        message: { kind: 'text', text: 'Season starts Saturday' },
      },
      { token },
    );
    if (res.statusCode !== 200) throw new Error(`bulk text refused: ${res.body}`);
    const { jobId, count } = res.json<BulkTextStarted>();
    const startS = Number(process.hrtime.bigint() - started) / 1e9;
    const job = await t.waitForJob(jobId, ['completed', 'failed']);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    const cpuS = (used.user + used.system) / 1e6;
    const logged = await t.db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('started_by', 'is not', null)
      .executeTakeFirstOrThrow();
    if (job.state !== 'completed' || count !== COUNT || Number(logged.n) !== COUNT)
      throw new Error(`bulk text ended ${job.state} at ${job.done} of ${count}, ${logged.n} logged`);
    const per100k = (seconds * 100_000) / COUNT;
    const ok = per100k <= GOAL_S;
    console.log(`seed ${COUNT.toLocaleString('en')} subscribers   ${seedS.toFixed(1)} s`);
    console.log(
      `bulk text to ${COUNT.toLocaleString('en')} queued   ${seconds.toFixed(1)} s (start ${startS.toFixed(1)} s), ` +
        `${per100k.toFixed(1)} s per 100,000 (goal ≤ ${GOAL_S} s)  ${ok ? 'ok' : 'ABOVE GOAL'}`,
    );
    console.log(
      `  CPU ${cpuS.toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    return ok;
  } finally {
    await t.close();
  }
}
