import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bossSchemaFor } from '../platform/jobs/pg-boss-engine.ts';
import * as repo from './backup.repository.ts';
import { BackupRefused, type Manifest } from './manifest.ts';
import { checkCounts } from './sqlite.ts';

/*
 * PostgreSQL: PostgreSQL's own client tools, pg_dump (custom format) and pg_restore, over the
 * app's schema and pg-boss's beside it (queued and scheduled jobs come back with the rows they
 * belong to). The dump reads a snapshot this module exported and counted, so the manifest's counts
 * are the dump's exactly, however busy the server is meanwhile.
 */

export const DUMP_FILE = 'database.dump';

/**
 * How a client tool is run: the address without its password (kept out of the process list),
 * which goes in PGPASSWORD instead. libpq reads the rest of the address, `options` included.
 */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Runs pg_dump or pg_restore and answers what it printed; a missing tool or a failure is refused
 * with its own words.
 */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupRefused(
              `${tool} was not found on PATH: install PostgreSQL's client tools, of the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupRefused(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const exact = (schema: string) => `"${schema}"`;

/**
 * A dump of `public` makes it (`CREATE SCHEMA public`), but every database has one, where the
 * extensions the tables use are made before the restore: that entry of the dump's contents is
 * left out (a `;` before it), everything else restored in its order.
 */
const withoutPublicSchema = (contents: string) =>
  contents.replace(/^(\d+; \d+ \d+ SCHEMA - public )/m, ';$1');

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

type Copied = Pick<Manifest, 'migrations' | 'counts' | 'schemas' | 'extensions'>;

/** Dumps the app's schema and its job queue's into `dir`, from one snapshot it also counts. */
export function backupPostgres(databaseUrl: string, dir: string): Promise<Copied> {
  return withClient(databaseUrl, async (client) => {
    const app = await repo.postgresSchema(client);
    if (!app)
      throw new BackupRefused('DATABASE_URL leads to no schema: its search path names none that exists.');
    const jobs = bossSchemaFor(app);
    const hasJobs = await repo.schemaExists(client, jobs);
    const snapshot = await repo.exportSnapshot(client);
    try {
      const copied: Copied = {
        migrations: await repo.postgresMigrations(client, app),
        counts: await repo.postgresCounts(client, app),
        schemas: { app, jobs: hasJobs ? jobs : null },
        extensions: await repo.postgresExtensions(client),
      };
      const { dbname, env } = toolConnection(databaseUrl);
      const schemas = [app, ...(hasJobs ? [jobs] : [])].flatMap((s) => ['--schema', exact(s)]);
      const file = path.join(dir, DUMP_FILE);
      await runTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${snapshot}`, ...schemas, `--file=${file}`, `--dbname=${dbname}`],
        env,
      );
      return copied;
    } finally {
      await client.query('commit');
    }
  });
}

/** Whether the schemas the backup would fill already hold tables on the target. */
export function postgresTargetInUse(databaseUrl: string, manifest: Manifest): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    await checkSchema(client, manifest);
    for (const schema of dumpedSchemas(manifest))
      if (await repo.postgresHoldsTables(client, schema)) return true;
    return false;
  });
}

const dumpedSchemas = (m: Manifest) => [m.schemas!.app, ...(m.schemas!.jobs ? [m.schemas!.jobs] : [])];

/** pg_restore puts each schema back under its own name: DATABASE_URL must work in that one. */
async function checkSchema(client: pg.Client, manifest: Manifest) {
  const target = await repo.searchPathSchema(client);
  if (!manifest.schemas) throw new BackupRefused('The backup names no schema: its manifest is damaged.');
  if (target !== manifest.schemas.app) {
    throw new BackupRefused(
      `The backup holds schema ${manifest.schemas.app}, but DATABASE_URL works in ${target}: point its search path at ${manifest.schemas.app} (options=-c search_path=${manifest.schemas.app}).`,
    );
  }
}

/**
 * Replaces the target's schemas with the dump's: the old ones are dropped, then pg_restore fills
 * new ones in one transaction (a failure leaves them empty, never half-filled: restore again).
 * Then the rows are checked against the manifest, and every foreign key.
 */
export function restorePostgres(dir: string, databaseUrl: string, manifest: Manifest): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await checkSchema(client, manifest);
    const { dbname, env } = toolConnection(databaseUrl);
    const dump = path.join(dir, DUMP_FILE);
    // A dump pg_restore cannot even list is refused before anything of the target is dropped.
    const contents = await runTool('pg_restore', ['--list', dump], env);
    await repo.dropSchemas(client, dumpedSchemas(manifest));
    await repo.prepareTarget(client, manifest.extensions ?? []);
    const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-restore-list-')), 'list');
    fs.writeFileSync(list, withoutPublicSchema(contents));
    try {
      await runTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-acl',
          '--single-transaction',
          '--exit-on-error',
          `--use-list=${list}`,
          `--dbname=${dbname}`,
          dump,
        ],
        env,
      );
    } finally {
      fs.rmSync(path.dirname(list), { recursive: true, force: true });
    }
    checkCounts(manifest, await repo.postgresCounts(client, manifest.schemas!.app));
    const unchecked = await repo.postgresUnvalidatedKeys(client, manifest.schemas!.app);
    if (unchecked.length > 0)
      throw new BackupRefused(`Foreign keys not validated after the restore: ${unchecked.join(', ')}.`);
  });
}
