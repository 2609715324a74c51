import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BulkTextStarted } from '@fieldhouse/contract';
import { roleIds, seedBase } from '../../db/seed/base.ts';
import { createSession } from '../../platform/sessions.repository.ts';
import { directAccounts } from '../../test/bulk.ts';
import { onPostgres, waitForJobRow } from '../../test/harness.ts';
import { exited, jobProcesses } from '../../test/job-processes.ts';

// One person a transaction, and enough people that the first server is still at work when killed.
const PEOPLE = onPostgres ? 300 : 1_500;
const ONE_A_BATCH = { BULK_TEXT_BATCH: '1' };
const servers = jobProcesses();

// The first server is killed inside a write (BULK_TEXT_BATCH=1: one small transaction a person); the
// second, fresh, holds no copy of the settings when it resumes the send at start.
describe('a bulk text whose server is killed part-way', () => {
  it('finishes on the next server, with nobody texted twice', { timeout: 300_000 }, async () => {
    const first = await servers.start(ONE_A_BATCH);
    const db = servers.db();
    await seedBase(db);
    const roles = await roleIds(db);
    const [starter] = await directAccounts(db, roles.admin, 1);
    const word = `textkill${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const people = await directAccounts(db, roles.subscriber, PEOPLE, word);
    const token = await createSession(
      db,
      starter!.id,
      { idleMs: 3_600_000, absoluteMs: 3_600_000 },
      { ip: null, userAgent: null },
    );
    const res = await fetch(`${first.address}/api/v1/bulk/text`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=kill-test',
        'x-xsrf-token': 'kill-test',
      },
      body: JSON.stringify({
        target: { by: 'filter', filter: { q: word } },
        message: { kind: 'text', text: 'Season starts Saturday' },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { jobId } = (await res.json()) as BulkTextStarted;
    await waitForJobRow(db, jobId, ['running'], (row) => row.done >= 30);
    process.kill(first.child.pid ?? 0, 'SIGKILL');
    await exited(first.child);
    const atKill = await waitForJobRow(db, jobId, ['running']);
    expect(atKill.done).toBeLessThan(PEOPLE);

    const second = await servers.start(ONE_A_BATCH);
    const end = await waitForJobRow(db, jobId, undefined, undefined, 270_000);
    expect(end).toMatchObject({ state: 'completed', done: PEOPLE, total: PEOPLE, attempts: 2 });
    // One text and one outcome each: nobody was texted twice, nobody left out.
    const texts = await db
      .selectFrom('sms_outbox')
      .select((eb) => ['user_id', eb.fn.countAll<number | string>().as('n')])
      .where(
        'user_id',
        'in',
        people.map((p) => p.id),
      )
      .groupBy('user_id')
      .execute();
    expect(texts).toHaveLength(PEOPLE);
    expect(texts.every((row) => Number(row.n) === 1)).toBe(true);
    const outcomes = await db
      .selectFrom('bulk_text_outcomes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(Number(outcomes.n)).toBe(PEOPLE);

    process.kill(second.child.pid ?? 0, 'SIGTERM');
    await exited(second.child);
  });
});
