import { sql } from 'kysely';
import type { TestApp } from '../harness.ts';

/**
 * A cheap fingerprint of every table: its row count, its largest id and the sum of its
 * `updated_at`, read in one query. Two equal fingerprints mean no row was added, removed or
 * touched in a way that moves its update time.
 */
export type Fingerprint = Record<string, string>;

/**
 * Tables a refused call may rightly write, or that change with no call at all: the limits'
 * counters record refused attempts too; the key figures' daily counts (and the days of activity
 * they keep) are written by the `kpi-rollup` job, which runs at start and every hour whatever is called.
 */
const BOOKKEEPING = new Set([
  'rate_limit_hits',
  'rate_limit_keys',
  'kpi_rollup',
  'kpi_rollup_state',
  'kpi_active_days',
  'kysely_migration',
  'kysely_migration_lock',
]);

/**
 * Rows a refused call writes on purpose, so the trail shows who tried: a failed or refused
 * sign-in (auth.service.ts), a connection asked of nobody (connection-request.service.ts); and
 * the system's own jobs, which the scheduler queues at any time.
 */
const ON_PURPOSE: Record<string, ReturnType<typeof sql>> = {
  audit_log: sql`where action not in ('login-failed', 'login-refused', 'connect-not-found')`,
  jobs: sql`where started_by is not null`,
};

let query: ((t: TestApp) => Promise<Fingerprint>) | undefined;

async function buildQuery(t: TestApp) {
  // On PostgreSQL the catalog lists every test file's schema: only this app's own.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`
    .execute(t.db)
    .catch(() => ({ rows: [{ schema: null }] }));
  const own = rows[0]?.schema ?? null;
  const tables = (await t.db.introspection.getTables()).filter(
    (table) =>
      !table.isView &&
      (own === null || table.schema === own) &&
      !BOOKKEEPING.has(table.name) &&
      !table.name.startsWith('sqlite_'),
  );
  const parts = tables.map((table) => {
    const columns = new Set(table.columns.map((column) => column.name));
    const id = columns.has('id') ? sql`max(${sql.ref('id')})` : sql`0`;
    // Sessions mark their last use on every call, which no caller asked for: not counted.
    const updated = columns.has('updated_at') ? sql`sum(${sql.ref('updated_at')})` : sql`0`;
    const where = ON_PURPOSE[table.name] ?? sql``;
    return sql`select ${sql.lit(table.name)} as name, count(*) || ':' || coalesce(cast(${id} as text), '') || ':' || coalesce(cast(${updated} as text), '') as print from ${sql.table(table.name)} ${where}`;
  });
  const union = sql.join(parts, sql` union all `);
  return async (app: TestApp) => {
    const { rows } = await sql<{ name: string; print: string }>`${union}`.execute(app.db);
    return Object.fromEntries(rows.map((row) => [row.name, String(row.print)]));
  };
}

export async function fingerprint(t: TestApp): Promise<Fingerprint> {
  query ??= await buildQuery(t);
  return query(t);
}
