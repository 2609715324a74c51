import { execFileSync, spawnSync } from 'node:child_process';
import pg from 'pg';

/** The installed PostgreSQL as `.ci/run` sets it up: this role owns the cluster's databases. */
export const ROLE_URL = 'postgres://fieldhouse:fieldhouse@127.0.0.1:5432';

const ready = () => spawnSync('pg_isready', ['-q', '-h', '127.0.0.1'], { stdio: 'ignore' }).status === 0;
const isRoot = () => process.getuid?.() === 0;

async function waitReady(seconds: number) {
  for (let i = 0; i < seconds && !ready(); i++) await new Promise((r) => setTimeout(r, 1000));
  return ready();
}

/** As the `postgres` superuser (root only): psql with one statement. */
const asSuperuser = (statement: string) =>
  execFileSync('su', ['postgres', '-c', `psql -qtAc "${statement}"`], { encoding: 'utf8' }).trim();

/**
 * Starts the installed PostgreSQL if it is not running and makes the `fieldhouse` role when it is
 * missing (both need root, as in `.ci/run`); otherwise says what to run and throws.
 */
export async function ensurePostgres(): Promise<void> {
  if (!ready()) {
    if (!isRoot()) {
      throw new Error(
        'PostgreSQL is not running on 127.0.0.1:5432. Start it (as root: pg_ctlcluster 15 main start), or give DATABASE_URL.',
      );
    }
    console.log('Starting PostgreSQL (pg_ctlcluster 15 main start)…');
    spawnSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit' });
    if (!(await waitReady(30))) throw new Error('PostgreSQL did not start within 30 s');
  }
  if (isRoot() && asSuperuser("select 1 from pg_roles where rolname='fieldhouse'") !== '1') {
    asSuperuser("create role fieldhouse login password 'fieldhouse' createdb");
  }
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${ROLE_URL}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name`, made if missing (`fresh`: dropped and made again). */
export async function ensureDatabase(name: string, { fresh = false } = {}): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await onServer(async (client) => {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
  return `${ROLE_URL}/${name}`;
}

/** Drops database `name` (the fault script's throw-away database). */
export const dropDatabase = (name: string) =>
  onServer((client) => client.query(`drop database if exists ${name} with (force)`));

/** The cluster's database: DATABASE_URL, or `fieldhouse_cluster` on the installed PostgreSQL. */
export async function clusterDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  await ensurePostgres();
  return ensureDatabase('fieldhouse_cluster');
}
