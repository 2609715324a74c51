import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedBase } from '../../db/seed/base.ts';
import { waitForJobRow } from '../../test/harness.ts';
import { freshMobiles, goodRows, IMPORT_COLUMNS } from '../../test/import-csv.ts';
import { exited, jobProcesses } from '../../test/job-processes.ts';
import { areaMigrations } from '../index.ts';
import { insertImport } from './import.repository.ts';

// Enough rows that the import is still under way when the first server is killed.
const ROWS = 30_000;

const servers = jobProcesses();
const startServer = servers.start;
let db: Db;
beforeAll(async () => {
  db = servers.db();
  await migrateToLatest(db, areaMigrations);
  await seedBase(db);
});

describe('an import whose server is killed part-way', () => {
  it('finishes on the next server with every row imported once', { timeout: 240_000 }, async () => {
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { id: by } = await db
      .insertInto('users')
      .values({
        public_id: 'importer',
        user_name: 'importer',
        full_name: 'The Importer',
        isd_code: '+44',
        mobile: '7000000001',
        mobile_e164: '+447000000001',
        password_hash: 'not-used',
        role_id: role.id,
        status: 1,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mobiles = freshMobiles(ROWS);
    await insertImport(
      db,
      {
        id: 'killed-import',
        started_by: by,
        file_name: 'people.csv',
        headers: '[]',
        columns: JSON.stringify(IMPORT_COLUMNS),
        isd_code: '+44',
        send_links: 0,
        rows: ROWS,
        job_id: null,
        created_at: Date.now(),
        started_at: null,
      },
      goodRows(mobiles),
    );

    const first = await startServer({
      ENQUEUE_IMPORT: 'killed-import',
      IMPORT_ROWS: String(ROWS),
      IMPORT_BY: String(by),
    });
    const id = first.job ?? '';
    await waitForJobRow(db, id, ['running'], (row) => row.done >= 1_000, 120_000);
    process.kill(first.child.pid ?? 0, 'SIGKILL');
    await exited(first.child);
    const atKill = await waitForJobRow(db, id, ['running']);
    expect(atKill.done).toBeLessThan(ROWS);
    // What committed is whole: the rows up to `done`, each with its outcome, and no more.
    const outcomesAtKill = await db.selectFrom('bulk_import_outcomes').select('row_no').execute();
    expect(outcomesAtKill).toHaveLength(atKill.done);

    const second = await startServer({});
    const end = await waitForJobRow(db, id, undefined, undefined, 200_000);
    expect(end).toMatchObject({ state: 'completed', done: ROWS, total: ROWS, attempts: 2 });
    const made = await db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('mobile_e164').distinct().as('numbers')])
      .where('mobile_e164', 'like', '+4478%')
      .executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(ROWS);
    expect(Number(made.numbers)).toBe(ROWS);
    const outcomes = await db
      .selectFrom('bulk_import_outcomes')
      .select(['outcome', (eb) => eb.fn.countAll().as('n')])
      .groupBy('outcome')
      .execute();
    expect(outcomes.map((o) => ({ outcome: o.outcome, n: Number(o.n) }))).toEqual([
      { outcome: 'imported', n: ROWS },
    ]);

    process.kill(second.child.pid ?? 0, 'SIGTERM');
    await exited(second.child);
  });
});
