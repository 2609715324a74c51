import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.ts';
import { clusterDatabase } from './cluster/postgres.ts';

// `npm run cluster [-- --apps N --port P]`: PostgreSQL (the installed one), N app processes and
// nginx in front, on this machine. Ctrl+C stops all of it. DATABASE_URL names another database.
const { values } = parseArgs({
  options: { apps: { type: 'string', default: '2' }, port: { type: 'string', default: '4480' } },
});
const apps = Number(values.apps);
const port = Number(values.port);
if (!Number.isInteger(apps) || apps < 1 || apps > 8) {
  console.error('--apps must be a whole number from 1 to 8');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1024 || port + apps > 65535) {
  console.error('--port must be a port number from 1024, with room for the apps after it');
  process.exit(1);
}

const cluster = await startCluster({ apps, port, databaseUrl: await clusterDatabase() });
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the apps and nginx…`);
  cluster.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('could not stop cleanly:', err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const app of cluster.apps) {
  app.child.once('exit', (code, signal) => {
    if (!stopping)
      console.log(
        `app ${app.index + 1} (pid ${app.pid}) stopped (${code ?? signal}); nginx sends its requests to the others`,
      );
  });
}
console.log(
  `\nFieldhouse cluster: ${cluster.url}  (nginx, least connections, in front of ${apps} processes)`,
);
for (const app of cluster.apps)
  console.log(`  app ${app.index + 1}: 127.0.0.1:${app.port}  pid ${app.pid}  log ${app.log}`);
console.log(`  nginx files and logs: ${cluster.dir}/nginx`);
console.log('Ctrl+C stops all of it.');
