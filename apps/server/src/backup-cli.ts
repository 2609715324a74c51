import path from 'node:path';
import { parseArgs } from 'node:util';

const HELP = `Usage: npm run backup -- [<archive>] [--help]

Takes a backup of the configured database while the server keeps running, with the pictures
under DATA_DIR/media, into <archive>: a new folder, or one .tar file when the name ends in .tar.
Without a name: ./fieldhouse-backup-<UTC date and time>.tar.

  embedded database (no DATABASE_URL): SQLite's online backup of DATA_DIR/fieldhouse.db
  PostgreSQL (DATABASE_URL):            pg_dump --format=custom of the app's schema and the job
                                        queue's (pg-boss); needs PostgreSQL's client tools on PATH

The archive holds manifest.json (app version, migrations, database kind, time, row counts), the
database's copy and media/. Restore it with \`npm run restore -- <archive>\`.

  --help   this text`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean' } },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (positionals.length > 1) {
  console.error(HELP);
  process.exit(2);
}

const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
const out = positionals[0] ?? `fieldhouse-backup-${stamp}.tar`;
// npm runs the script inside apps/server: a relative name means where the command was typed.
const here = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
// Loaded once the arguments are read, so --help answers at once.
const { takeBackup } = await import('./backup/backup.ts');
const { BackupRefused } = await import('./backup/manifest.ts');
const { loadConfigOrExit } = await import('./config.ts');
const config = loadConfigOrExit();
try {
  const manifest = await takeBackup(config, here(out));
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(
    `Backup of ${manifest.database === 'sqlite' ? `the embedded database (${config.dataDir})` : 'PostgreSQL'} written to ${here(out)}: ` +
      `${rows} rows in ${Object.keys(manifest.counts).length} tables, ${manifest.migrations.length} migrations, ` +
      `${manifest.media.files} pictures (${manifest.media.bytes} bytes).`,
  );
} catch (err) {
  console.error(err instanceof BackupRefused ? `Backup failed: ${err.message}` : err);
  process.exitCode = 1;
}
