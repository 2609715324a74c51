import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';

/** Runs one of PostgreSQL's programs as the `postgres` user (it refuses root), without blocking the load. */
const asPostgres = (program: string, args: string[]) =>
  promisify(execFile)('runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args]);

export type OwnPostgres = {
  url: (database: string) => string;
  /** Stops the server (fast: open connections are ended, as in a restart). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good and removes its files. */
  remove: () => void;
};

/**
 * A PostgreSQL server of the fault script's own (the installed version, `initdb` in `dir`, on
 * `port`), so that restarting it disturbs nobody else's database on this machine. Root only.
 */
export async function ownPostgres(dir: string, port: number): Promise<OwnPostgres> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) throw new Error(`PostgreSQL 15 is not installed (${BIN})`);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  const log = path.join(dir, 'server.log');
  const server: OwnPostgres = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start']);
    },
    remove: () => {
      spawnSync(
        'runuser',
        ['-u', 'postgres', '--', path.join(BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'],
        {
          stdio: 'ignore',
        },
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
    const client = new pg.Client({ connectionString: server.url('postgres') });
    await client.connect();
    await client.query('create database fieldhouse_fault');
    await client.end();
  } catch (err) {
    server.remove();
    throw err;
  }
  return server;
}
