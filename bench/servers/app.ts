import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connect } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { areaDemos, areaMigrations } from '../../apps/server/src/modules/index.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo.ts';

// The real console on a fresh demo database in a temporary folder, quiet, on a free loopback port.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
});
const db = connect(config);
await migrateToLatest(db, areaMigrations);
await seedDemo(db, areaDemos);
const app = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
// The pid is the server's own: `tsx` runs it in a child process of the one the bench started.
console.log(
  JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, pid: process.pid }),
);
const stop = async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
const stopOrFail = () => {
  stop().catch((err: unknown) => {
    console.error('bench server: could not stop cleanly', err);
    process.exit(1);
  });
};
process.on('SIGTERM', stopOrFail);
process.on('SIGINT', stopOrFail);
