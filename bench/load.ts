import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect, type Db } from '../apps/server/src/db/connect.ts';
import { prepareDatabase, startCluster, type Cluster } from '../scripts/cluster/cluster.ts';
import { clusterDatabase } from '../scripts/cluster/postgres.ts';
import { printLoad } from './load/report.ts';
import { runLoad } from './load/run-load.ts';
import { ensureDirectory, loadPeople, writesHeld } from './load/session.ts';

// `npm run load [-- --seconds 60 --users 200 --think 2 --directory 1000000 --url http://127.0.0.1:4480]`:
// the realistic mix through nginx, each user thinking about 2 s between calls (`--think 0`: back
// to back, a stress test rather than people). Without --url it starts a cluster of its own (--apps, --port)
// on the cluster's database (DATABASE_URL, or fieldhouse_cluster), and stops it afterwards.
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '200' },
    think: { type: 'string', default: '2' },
    events: { type: 'string', default: '100' },
    directory: { type: 'string', default: '1000000' },
    apps: { type: 'string', default: '2' },
    port: { type: 'string', default: '4480' },
  },
});
const [seconds, users, think, events, directory, apps, port] = [
  values.seconds,
  values.users,
  values.think,
  values.events,
  values.directory,
  values.apps,
  values.port,
].map(Number) as [number, number, number, number, number, number, number];

const databaseUrl = await clusterDatabase();
const db = connect({ databaseUrl, dataDir: '.' });
let cluster: Cluster | undefined;
let ok = false;
try {
  await prepareDatabase(databaseUrl, '.');
  await ensureDirectory(db, databaseUrl, directory);
  const memory = await sharedBuffers(db);
  cluster = values.url ? undefined : await startCluster({ apps, port, databaseUrl });
  const url = values.url ?? cluster!.url;
  const { people, tokens, consoles, close } = await loadPeople(db, url, users, events);
  console.log(
    `${users} virtual users (${people.users.filter((u) => u.kind === 'staff').length} staff) thinking ${think} s between calls, ${consoles.length} live consoles, for ${seconds} s through ${url}…`,
  );
  const result = await runLoad(url, people, seconds, tokens, think * 1000);
  await new Promise((r) => setTimeout(r, 2_000)); // the last live messages
  ok = printLoad(
    result,
    `${apps} process(es)${values.url ? ' (a running cluster)' : ''}, PostgreSQL shared_buffers ${memory}, ${new Date().toISOString()}`,
  );
  ok = (await writesHeld(db, people, result, consoles)) && ok;
  close();
} finally {
  await cluster?.stop({ keepLogs: !ok });
  await db.destroy();
}
process.exit(ok ? 0 : 1);

/** PostgreSQL's own cache, which a million subscribers' searches depend on: said, and warned of when small. */
async function sharedBuffers(db: Db) {
  const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
  const setting = rows[0]?.shared_buffers ?? '?';
  if (/^\d+(kB|MB)$/.test(setting) && !/^\d{4,}MB$/.test(setting)) {
    console.log(
      `PostgreSQL's shared_buffers is ${setting}: a million subscribers' rows and indexes do not fit, and searches wait on them. Give it about a quarter of the memory (README, Running in production).`,
    );
  }
  return setting;
}
