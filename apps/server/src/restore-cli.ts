import path from 'node:path';
import { parseArgs } from 'node:util';

const HELP = `Usage: npm run restore -- <archive> [--force] [--help]

Puts a backup taken by \`npm run backup\` (a folder or a .tar) back into the configured database
(DATABASE_URL, or the embedded one under DATA_DIR) and DATA_DIR/media, checks its rows against
its manifest, then applies the migrations this version has that the backup had not.
Stop every app process first; start them again afterwards.

Refused, with nothing changed and exit code 1:
  - a backup of the other kind of database (embedded vs PostgreSQL);
  - a backup from a newer schema (migrations this version does not know);
  - a target that already holds data, unless --force.
On PostgreSQL the dump is restored under its own schema's name: DATABASE_URL's search path must
lead there (it does when both are public). pg_restore must be on PATH.

  --force  replace the target's database and pictures
  --help   this text`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const [from] = positionals;
if (!from || positionals.length > 1) {
  console.error(HELP);
  process.exit(2);
}

// npm runs the script inside apps/server: a relative name means where the command was typed.
const here = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
// Loaded once the arguments are read, so --help answers at once.
const { BackupRefused } = await import('./backup/manifest.ts');
const { restoreBackup } = await import('./backup/restore.ts');
const { loadConfigOrExit } = await import('./config.ts');
const { areaMigrations } = await import('./modules/index.ts');
const config = loadConfigOrExit();
try {
  const { manifest, applied } = await restoreBackup(config, here(from), {
    force: values.force === true,
    areas: areaMigrations,
  });
  console.log(
    [
      `Restored the backup taken ${manifest.takenAt} by Fieldhouse ${manifest.appVersion} (${manifest.media.files} pictures).`,
      applied.length === 0
        ? 'Its schema was already at the newest migration.'
        : `Applied ${applied.join(', ')}.`,
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof BackupRefused ? `Restore refused: ${err.message}` : err);
  process.exitCode = 1;
}
