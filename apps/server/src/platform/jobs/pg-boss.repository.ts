import { CompiledQuery, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DbOrTrx } from '../../db/connect.ts';

/** pg-boss's statements, run on our connection or inside our transaction. */
export const through = (db: DbOrTrx): PgBoss.Db => ({
  async executeSql(text: string, values: unknown[]) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: result.rows };
  },
});

type Orphans = { bossSchema: string; kinds: string[]; leaseMs: number; limit?: number };

/**
 * Tries pg-boss handed out (`active`) more than a lease ago that no try of ours runs: our row never
 * became `running` (the process that fetched it died before its claim, or a scheduled job's row was
 * never written) or has ended. A try that claimed its row is the lease's business (`lapsedLeases`).
 */
export async function orphanedFetches(db: DbOrTrx, o: Orphans) {
  if (o.kinds.length === 0) return [];
  const { rows } = await sql<{ id: string; kind: string }>`
    select b.id::text as id, b.name as kind
    from ${sql.table(`${o.bossSchema}.job`)} b
    left join jobs r on r.id = b.id::text
    where b.name in (${sql.join(o.kinds)})
      and b.state = 'active'
      and b.started_on < now() - make_interval(secs => ${o.leaseMs / 1000})
      and (r.id is null or r.state <> 'running')
    limit ${o.limit ?? 50}`.execute(db);
  return rows;
}
