import { parseArgs } from 'node:util';
import { connect } from '../apps/server/src/db/connect.ts';
import { prepareDatabase, startCluster, type Cluster } from '../scripts/cluster/cluster.ts';
import { clusterDatabase } from '../scripts/cluster/postgres.ts';
import { printLoad } from './load/report.ts';
import { runLoad } from './load/run-load.ts';
import { ensureDirectory, loadPeople, writesHeld } from './load/session.ts';

// `npm run load [-- --seconds 60 --users 200 --directory 1000000 --url http://127.0.0.1:4480]`:
// the realistic mix through nginx. Without --url it starts a cluster of its own (--apps, --port)
// on the cluster's database (DATABASE_URL, or fieldhouse_cluster), and stops it afterwards.
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '200' },
    events: { type: 'string', default: '100' },
    directory: { type: 'string', default: '1000000' },
    apps: { type: 'string', default: '2' },
    port: { type: 'string', default: '4480' },
  },
});
const [seconds, users, events, directory, apps, port] = [
  values.seconds,
  values.users,
  values.events,
  values.directory,
  values.apps,
  values.port,
].map(Number) as [number, number, number, number, number, number];

const databaseUrl = await clusterDatabase();
const db = connect({ databaseUrl, dataDir: '.' });
let cluster: Cluster | undefined;
let ok = false;
try {
  await prepareDatabase(databaseUrl, '.');
  await ensureDirectory(db, databaseUrl, directory);
  cluster = values.url ? undefined : await startCluster({ apps, port, databaseUrl });
  const url = values.url ?? cluster!.url;
  const { people, tokens, consoles, close } = await loadPeople(db, url, users, events);
  console.log(
    `${users} virtual users (${people.users.filter((u) => u.kind === 'staff').length} staff), ${consoles.length} live consoles, for ${seconds} s through ${url}…`,
  );
  const result = await runLoad(url, people, seconds, tokens);
  await new Promise((r) => setTimeout(r, 2_000)); // the last live messages
  ok = printLoad(
    result,
    `${apps} process(es)${values.url ? ' (a running cluster)' : ''}, ${new Date().toISOString()}`,
  );
  ok = (await writesHeld(db, people, result, consoles)) && ok;
  close();
} finally {
  await cluster?.stop({ keepLogs: !ok });
  await db.destroy();
}
process.exit(ok ? 0 : 1);
