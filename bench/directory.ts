import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { directoryQuerySchema, type DirectoryQueryInput } from '@fieldhouse/contract';
import { sql } from 'kysely';
import { connect, type Db } from '../apps/server/src/db/connect.ts';
import { countryCodes, directoryPage } from '../apps/server/src/modules/subscribers/directory.service.ts';
import { findPerson } from '../apps/server/src/platform/users.repository.ts';

/*
 * The subscriber directory on a million seeded subscribers, on SQLite and (when
 * BENCH_DATABASE_URL names an empty database) on PostgreSQL: the 95th percentile of each kind of
 * page, server side, beside a primary-key read measured in the same run. Goal: every page ≤ 50 ms.
 * BENCH_DIRECTORY_DATA_DIR (SQLite) reuses an already seeded folder.
 */
const COUNT = Number(process.env.BENCH_DIRECTORY_COUNT ?? 1_000_000);
const GOAL_MS = 50;
const ROUNDS = 20;
const root = path.resolve(import.meta.dirname, '..');

/** Adds `count` generated subscribers to the database `env` names (`npm run seed` in a process of its own). */
export function seed(env: Record<string, string>, count = COUNT) {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/db/seed/generate.ts'), '--subscribers', String(count)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`seed exited with ${run.status}`);
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? 0;

async function timed(run: () => Promise<unknown>) {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return p95(times);
}

async function measure(db: Db, label: string): Promise<boolean> {
  const countries = await countryCodes(db);
  const sample = await db
    .selectFrom('users')
    .select(['public_id', 'full_name', 'mobile', 'user_name'])
    .where('id', '=', 5000)
    .executeTakeFirstOrThrow();
  const coach = await db
    .selectFrom('roles')
    .select('id')
    .where('key', '=', 'coach')
    .executeTakeFirstOrThrow();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const page = (input: DirectoryQueryInput) =>
    directoryPage(db, directoryQuerySchema.parse(input), countries);
  const next = async (input: DirectoryQueryInput) => {
    const first = await page(input);
    return () => page({ ...input, cursor: first.nextCursor ?? undefined });
  };
  const [surname] = sample.full_name.split(' ').slice(-1);
  const cases: [string, () => Promise<unknown>][] = [
    ['first page by name', () => page({})],
    ['first page, newest first', () => page({ sort: 'joined' })],
    ['first page by age', () => page({ sort: 'age' })],
    ['first page by status, reversed', () => page({ sort: '-status' })],
    ['next page by name', await next({})],
    ['next page by age', await next({ sort: '-age' })],
    ['filter: suspended', () => page({ status: '4' })],
    ['filter: coaches (rare)', () => page({ role: String(coach.id) })],
    ['filter: sport + gender + 14–17', () => page({ sport: '1', gender: 'female', age: '14-17' })],
    ['filter: sport + under 10', () => page({ sport: '2', age: 'under-10' })],
    ['filter: country + last 30 days', () => page({ country: 'NZ', from: monthAgo, sort: 'joined' })],
    ['search: a common surname', () => page({ q: surname })],
    ['search: a whole name (rare)', () => page({ q: sample.full_name })],
    ['search: a user name', () => page({ q: sample.user_name })],
    ['search: a national number', () => page({ q: `0${sample.mobile}` })],
    ['search: 2 letters', () => page({ q: 'ma' })],
    ['search: nobody', () => page({ q: 'zzqxv' })],
    ['search + newest first', () => page({ q: 'son', sort: 'joined' })],
    ['search + filter + age sort', () => page({ q: 'mar', status: '1', sort: 'age' })],
  ];
  const baseline = await timed(() => findPerson(db, { publicId: sample.public_id }));
  console.log(`${label}: primary-key read p95 ${baseline.toFixed(2)} ms`);
  let ok = true;
  for (const [name, run] of cases) {
    const ms = await timed(run);
    const within = ms <= GOAL_MS;
    ok &&= within;
    console.log(
      `  ${name.padEnd(34)} p95 ${ms.toFixed(1).padStart(6)} ms  (${(ms / baseline).toFixed(0)}× the key read)  ${within ? 'ok' : 'ABOVE GOAL'}`,
    );
  }
  return ok;
}

/** The export's memory, measured in a fresh process of its own (bench/export-memory.ts). */
function exportMemory(env: Record<string, string>): boolean {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'bench/export-memory.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return run.status === 0;
}

export async function directorySpeed(): Promise<boolean> {
  let ok = true;
  const reused = process.env.BENCH_DIRECTORY_DATA_DIR;
  const dataDir = reused ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-directory-'));
  if (!reused) seed({ DATA_DIR: dataDir });
  const sqlite = connect({ dataDir, databaseUrl: undefined });
  // Each figure is measured whatever the one before gave.
  ok = (await measure(sqlite, `SQLite, ${COUNT.toLocaleString('en')} subscribers`)) && ok;
  await sqlite.destroy();
  ok = exportMemory({ DATA_DIR: dataDir }) && ok;
  if (!reused) fs.rmSync(dataDir, { recursive: true, force: true });

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too');
    return ok;
  }
  if (!process.env.BENCH_DIRECTORY_REUSE_PG) seed({ DATABASE_URL: url });
  const pg = connect({ dataDir, databaseUrl: url });
  // A steady state, as a database that has run a while is in: a million fresh rows set autovacuum
  // to work, and pages measured while it runs measure it too.
  await sql`vacuum analyze`.execute(pg);
  ok = (await measure(pg, `PostgreSQL, ${COUNT.toLocaleString('en')} subscribers`)) && ok;
  await pg.destroy();
  ok = exportMemory({ DATABASE_URL: url }) && ok;
  return ok;
}
