import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserStatus, type BulkStatusStarted } from '@fieldhouse/contract';
import { roleIds, seedBase } from '../../db/seed/base.ts';
import { createSession } from '../../platform/sessions.repository.ts';
import { onPostgres, waitForJobRow } from '../../test/harness.ts';
import { directAccounts } from '../../test/bulk.ts';
import { exited, jobProcesses } from '../../test/job-processes.ts';

// Enough people that the first server is still at work when it is killed: PostgreSQL's round trips
// make each person slower than SQLite's, so fewer keep the test within its time on a busy machine.
const PEOPLE = onPostgres ? 300 : 1_500;
const servers = jobProcesses();

describe('a bulk status change whose server is killed part-way', () => {
  it('finishes on the next server, with nobody changed twice', { timeout: 300_000 }, async () => {
    const first = await servers.start({});
    const db = servers.db();
    // What production seeds (the roles and their grants): the server has migrated the database.
    await seedBase(db);
    const roles = await roleIds(db);
    const [starter] = await directAccounts(db, roles.admin, 1);
    const word = `killrun${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const people = await directAccounts(db, roles.subscriber, PEOPLE, word);
    const token = await createSession(
      db,
      starter!.id,
      { idleMs: 3_600_000, absoluteMs: 3_600_000 },
      {
        ip: null,
        userAgent: null,
      },
    );
    const res = await fetch(`${first.address}/api/v1/bulk/status`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=kill-test',
        'x-xsrf-token': 'kill-test',
      },
      body: JSON.stringify({
        // Past the chosen rows' limit: the server reads whom the search matches.
        target: { by: 'filter', filter: { q: word } },
        action: 'suspend',
        reason: 'Killed halfway',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { jobId } = (await res.json()) as BulkStatusStarted;
    await waitForJobRow(db, jobId, ['running'], (row) => row.done >= 30);
    process.kill(first.child.pid ?? 0, 'SIGKILL');
    await exited(first.child);
    const atKill = await waitForJobRow(db, jobId, ['running']);
    expect(atKill.done).toBeLessThan(PEOPLE);

    const second = await servers.start({});
    const end = await waitForJobRow(db, jobId, undefined, undefined, 270_000);
    expect(end).toMatchObject({ state: 'completed', done: PEOPLE, total: PEOPLE, attempts: 2 });
    const ids = people.map((p) => p.id);
    const publicIds = people.map((p) => p.public_id);
    const statuses = await db.selectFrom('users').select('status').where('id', 'in', ids).execute();
    expect(statuses.every((row) => row.status === UserStatus.suspended)).toBe(true);
    // One audit entry, one status change and one outcome each: nobody was changed twice.
    const entries = await db
      .selectFrom('audit_log')
      .select((eb) => ['object_id', eb.fn.countAll<number | string>().as('n')])
      .where('action', '=', 'subscriber-suspend')
      .where('object_id', 'in', publicIds)
      .groupBy('object_id')
      .execute();
    expect(entries).toHaveLength(PEOPLE);
    expect(entries.every((row) => Number(row.n) === 1)).toBe(true);
    const changes = await db
      .selectFrom('status_changes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(changes.n)).toBe(PEOPLE);
    const outcomes = await db
      .selectFrom('bulk_status_items')
      .select(['outcome', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('job_id', '=', jobId)
      .groupBy('outcome')
      .execute();
    expect(outcomes.map((row) => [row.outcome, Number(row.n)])).toEqual([['done', PEOPLE]]);

    process.kill(second.child.pid ?? 0, 'SIGTERM');
    await exited(second.child);
  });
});
