import type { Db } from '../../db/connect.ts';

/** Jobs waiting to run and jobs that ended failed, by kind (every process sees the same rows). */
export async function jobCounts(db: Db): Promise<{ kind: string; state: string; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', 'state', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('state', 'in', ['queued', 'failed'])
    .groupBy(['kind', 'state'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, state: r.state, count: Number(r.count) }));
}
