import { connect } from '../apps/server/src/db/connect.ts';
import { prepareDatabase, startCluster } from '../scripts/cluster/cluster.ts';
import { dropDatabase, ensureDatabase, ensurePostgres } from '../scripts/cluster/postgres.ts';
import { fmt } from './lib.ts';
import { printLoad } from './load/report.ts';
import { runLoad } from './load/run-load.ts';
import { ensureDirectory, loadPeople } from './load/session.ts';

// The load's short version (npm run load is the long one): the same mix through nginx in front of
// one process, then two, on a throw-away PostgreSQL database; the ratio of their throughputs.
const SECONDS = Number(process.env.BENCH_DURATION ?? 15);
const USERS = 40;
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4480);
const DATABASE = 'fieldhouse_bench_cluster';

export async function clusterRatio(): Promise<boolean> {
  try {
    await ensurePostgres();
  } catch (err) {
    console.log(`skipped: ${(err as Error).message}`);
    return true;
  }
  const databaseUrl = await ensureDatabase(DATABASE, { fresh: true });
  const db = connect({ databaseUrl, dataDir: '.' });
  const throughput: number[] = [];
  try {
    await prepareDatabase(databaseUrl, '.');
    await ensureDirectory(db, databaseUrl, 5_000);
    for (const apps of [1, 2]) {
      const cluster = await startCluster({ apps, port: PORT, databaseUrl, env: { LOG_LEVEL: 'warn' } });
      try {
        const { people, tokens, close } = await loadPeople(db, cluster.url, USERS, 20);
        const result = await runLoad(cluster.url, people, SECONDS, tokens);
        close();
        printLoad(result, `${apps} process(es) behind nginx, ${USERS} users`);
        throughput.push(result.requests / SECONDS);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await db.destroy();
    await dropDatabase(DATABASE);
  }
  const [one = NaN, two = NaN] = throughput;
  console.log(
    `two processes against one: ${fmt(two)} vs ${fmt(one)} req/s, ratio ${(two / one).toFixed(2)}× (this machine has 2 cores, shared)`,
  );
  return true;
}
