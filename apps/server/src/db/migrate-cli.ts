import { loadConfigOrExit } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { areaMigrations } from '../modules/index.ts';

// `npm run migrate`: brings the configured database (DATABASE_URL, or the embedded one under
// DATA_DIR) to the newest migration without starting the server, e.g. before a deploy.
const config = loadConfigOrExit();

const db = connect(config);
try {
  const applied = await migrateToLatest(db, areaMigrations);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded (${config.dataDir})`;
  console.log(
    applied.length === 0
      ? `Database ${where} was already at the newest migration.`
      : `Database ${where}: applied ${applied.join(', ')}.`,
  );
} catch (err) {
  console.error('Migration failed:', err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
