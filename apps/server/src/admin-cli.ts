import { parseArgs } from 'node:util';
import { AdministratorInputError, createAdministrator } from './admin/create-administrator.ts';
import { loadConfigOrExit } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { areaMigrations } from './modules/index.ts';
import { seedBase } from './db/seed/base.ts';

const USAGE =
  'Usage: npm run admin -- create <user name> --mobile <+international number> [--name "Full Name"]';

// `npm run admin -- create …`: makes a Super Admin on the configured database (DATABASE_URL, or
// the embedded one under DATA_DIR) — how a production installation gets its first administrator.
// The one-time password is printed here once, never logged; it must be changed at first sign-in.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { mobile: { type: 'string' }, name: { type: 'string' } },
});
const [command, userName] = positionals;
if (command !== 'create' || !userName || !values.mobile || positionals.length > 2) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit();

const db = connect(config);
try {
  await migrateToLatest(db, areaMigrations);
  await seedBase(db);
  const made = await createAdministrator(db, { userName, mobile: values.mobile, fullName: values.name });
  console.log(
    [
      `Super Admin "${userName}" made.`,
      `One-time password (shown only now): ${made.password}`,
      'At the first sign-in the console asks for a password of their own before anything else.',
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof AdministratorInputError ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
