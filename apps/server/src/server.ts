import { loadConfigOrExit } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { areaDemos, areaMigrations } from './modules/index.ts';
import { seedBase } from './db/seed/base.ts';
import { seedDemo, refuseOpenDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { createPictureStore, movePicturesFromDisk } from './platform/pictures/index.ts';
import { startBanner } from './start-banner.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const db = connect(config);
  await migrateToLatest(db, areaMigrations);
  await seedBase(db);
  const seeded = config.seedDemo ? await seedDemo(db, areaDemos) : false;
  const refusal = await refuseOpenDemo(config, db);
  if (refusal) {
    console.error(refusal);
    await db.destroy();
    process.exit(1);
  }
  const app = await buildApp({ config, db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting, let in-flight requests finish, then close the database.
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      shutdown(signal).catch((err: unknown) => {
        app.log.error({ err }, 'shutting down failed');
        process.exit(1);
      });
    });
  }
  // A promise nobody handled is a bug to log and find, not a reason to stop serving everyone. An
  // exception nobody caught leaves the process in an unknown state: log it and exit, for the
  // supervisor (or `npm start` again) to bring up a fresh one.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception; stopping');
    process.exit(1);
  });

  // Pictures this host kept on disk before the store was shared (see README, Shared files).
  const pictures = createPictureStore(config, db);
  const moved = await movePicturesFromDisk(pictures, config.dataDir);
  if (moved > 0)
    app.log.info({ moved }, `moved ${moved} pictures from ${config.dataDir}/media to ${pictures.where}`);

  await app.listen({ host: config.host, port: config.port });
  console.log(startBanner(config, seeded));
}

main().catch((err: unknown) => {
  console.error('Fieldhouse could not start:', err);
  process.exit(1);
});
