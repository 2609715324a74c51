import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KpiPeriodQuery } from '@fieldhouse/contract';
import { sql } from 'kysely';
import { connect, type Db } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { areaMigrations } from '../apps/server/src/modules/index.ts';
import { analytics } from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import { rollUp } from '../apps/server/src/modules/kpi/index.ts';
import * as kpis from '../apps/server/src/modules/kpi/kpi.service.ts';
import { retention } from '../apps/server/src/modules/kpi/retention.ts';
import { seed } from './directory.ts';

/*
 * Every KPI and the dashboard's figures at a million subscribers (the directory bench's seeder),
 * server side, on SQLite and (when BENCH_DATABASE_URL names an empty database) on PostgreSQL.
 * Beside the seeded people it adds a period's worth of activity with plain SQL: 100,000
 * sign-ins, texts and event registrations over the last 90 days, a status change for every
 * suspended person, and 50,000 phone verifications with their review decisions. The rollup's first
 * run (every day counted) is timed, then each KPI's 95th percentile for the last 30 days (by day),
 * the last 90 (by week) and this year (by month). Goal: every figure ≤ 300 ms.
 * BENCH_KPI_DATA_DIR (SQLite) reuses an already seeded folder; BENCH_KPI_REUSE_PG the database.
 */
const COUNT = Number(process.env.BENCH_KPI_COUNT ?? 1_000_000);
const GOAL_MS = 300;
const ROUNDS = 10;
const DAY = 86_400_000;

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

/** The activity a period holds, spread over the last 90 days by each person's id. */
export async function addActivity(db: Db, now: number) {
  // Cast first: on PostgreSQL an integer id times a day's milliseconds overflows 32 bits.
  const day = (column: string) =>
    sql.raw(`${now} - cast(${column} % 90 as bigint) * ${DAY} - (${column} % 977) * 60000`);
  await sql`insert into sessions (token_hash, user_id, created_at, last_used_at, expires_at)
    select ${'bench-'} || id, id, ${day('id')}, ${day('id')}, ${now + DAY} from users where id % 10 = 0`.execute(
    db,
  );
  await sql`insert into sms_outbox (user_id, to_number, kind, text, driver, delivery_status, created_at, updated_at)
    select id, mobile_e164, 'bench', 'Training moves to 6 pm on Thursday.', 'http',
      case when id % 7 = 0 then 'failed' when id % 3 = 0 then 'sent' else 'delivered' end, ${day('id')}, ${day('id')}
    from users where id % 10 = 1`.execute(db);
  const event = await db
    .insertInto('events')
    .values({
      title: 'Bench cup',
      kind: 'tournament',
      status: 'open',
      sport_id: null,
      venue_id: null,
      age_category_id: null,
      starts_at: now - 45 * DAY,
      ends_at: now - 45 * DAY + 3_600_000,
      time_zone: 'UTC',
      registration_opens_at: null,
      registration_closes_at: null,
      capacity: null,
      fee_minor: 0,
      currency: 'EUR',
      offer_hours: 24,
      description: '',
      cancel_reason: null,
      created_by: null,
      created_at: now - 90 * DAY,
      updated_at: now - 90 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into event_registrations (event_id, user_id, status, queued_at, created_at, updated_at)
    select ${event.id}, id, case when id % 4 = 0 then 'absent' else 'attended' end, ${day('id')}, ${day('id')}, ${day('id')}
    from users where id % 10 = 3`.execute(db);
  await sql`insert into status_changes (user_id, from_status, to_status, at)
    select id, 1, 4, created_at + (${now} - created_at) / 2 from users where status = 4`.execute(db);
  await sql`insert into audit_log (user_id, action, at) select id, 'phone-verified', created_at + 600000
    from users where id % 20 = 2`.execute(db);
  await sql`insert into audit_log (action, at, object_type, object_id)
    select 'review-approve', created_at + 600000 + (id % 72) * 3600000, 'subscriber', public_id
    from users where id % 20 = 2`.execute(db);
}

async function measure(db: Db, label: string): Promise<boolean> {
  const now = Date.now();
  console.log(`${label}:`);
  // A reused database gets the migrations added since it was seeded; the rollup starts afresh.
  await migrateToLatest(db, areaMigrations);
  await db.deleteFrom('kpi_rollup_state').execute();
  const started = Date.now();
  await rollUp(db, 'UTC', now);
  console.log(
    `  the rollup's first run (every day counted)  ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const settings = { timeZone: 'UTC', currency: 'EUR' };
  const queries: [string, KpiPeriodQuery][] = [
    ['last 30 days', { preset: 'last-30-days' }],
    ['last 90 days', { preset: 'last-90-days' }],
    ['this year', { preset: 'this-year' }],
  ];
  const kinds = { ...kpis, retention } as const;
  let ok = true;
  const report = (name: string, ms: number) => {
    const within = ms <= GOAL_MS;
    ok &&= within;
    // The machine's load beside each figure: on a shared machine the figures follow it.
    const load = `load ${os.loadavg()[0]!.toFixed(1)}`;
    console.log(
      `  ${name.padEnd(44)} p95 ${ms.toFixed(1).padStart(7)} ms  ${load.padEnd(10)} ${within ? 'ok' : 'ABOVE GOAL'}`,
    );
  };
  for (const kpi of ['growth', 'retention', 'events', 'revenue', 'sms', 'review'] as const) {
    for (const [name, query] of queries) {
      report(
        `${kpi}, ${name}`,
        await timed(() => kinds[kpi](kpis.scopeWith(db, settings, query, Date.now()))),
      );
    }
  }
  report('dashboard figures', await timed(() => analytics(db, Date.now(), 30 * 60_000)));
  return ok;
}

export async function kpiSpeed(): Promise<boolean> {
  let ok = true;
  const reused = process.env.BENCH_KPI_DATA_DIR;
  const dataDir = reused ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-kpi-'));
  if (!reused) seed({ DATA_DIR: dataDir }, COUNT);
  const sqlite = connect({ dataDir, databaseUrl: undefined });
  if (!reused) await addActivity(sqlite, Date.now());
  ok = (await measure(sqlite, `SQLite, ${COUNT.toLocaleString('en')} subscribers`)) && ok;
  await sqlite.destroy();
  if (!reused) fs.rmSync(dataDir, { recursive: true, force: true });

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too');
    return ok;
  }
  const reusePg = Boolean(process.env.BENCH_KPI_REUSE_PG);
  if (!reusePg) seed({ DATABASE_URL: url }, COUNT);
  const pg = connect({ dataDir, databaseUrl: url });
  if (!reusePg) await addActivity(pg, Date.now());
  await sql`vacuum analyze`.execute(pg);
  ok = (await measure(pg, `PostgreSQL, ${COUNT.toLocaleString('en')} subscribers`)) && ok;
  await pg.destroy();
  return ok;
}

// `tsx bench/kpi.ts` runs it alone (BENCH_KPI_DATA_DIR=… to keep the seeded folder).
if (import.meta.url === `file://${process.argv[1]}`) process.exit((await kpiSpeed()) ? 0 : 1);
