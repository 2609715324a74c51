import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { connect, type Db } from '../db/connect.ts';
import { bossSchemaFor } from '../platform/jobs/pg-boss-engine.ts';

/*
 * Real server processes on one database, for tests that kill one part-way through a job
 * (platform/jobs/kill-resume.test.ts, modules/bulk/bulk-kill.test.ts): `test/job-server.ts` in its
 * own Node process, on a data directory (or PostgreSQL schema) of the file's own.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const entry = fileURLToPath(new URL('./job-server.ts', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL;

export type Started = { child: ChildProcess; address: string; job: string | null };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Registers the file's hooks; `db()` is the shared database, `start(env)` one more server on it. */
export function jobProcesses() {
  let dataDir = '';
  let databaseUrl: string | undefined;
  let schema = '';
  let db: Db | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-kill-'));
    if (postgresUrl) {
      schema = `t_${randomBytes(6).toString('hex')}`;
      await admin(`create schema ${schema}`);
      const options = encodeURIComponent(`-c search_path=${schema}`);
      databaseUrl = `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${options}`;
    }
    db = connect({ databaseUrl, dataDir });
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await db?.destroy();
    if (schema) {
      await admin(`drop schema if exists ${schema} cascade`);
      await admin(`drop schema if exists ${bossSchemaFor(schema)} cascade`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts `test/job-server.ts` (tsx as a loader, so the PID is the server's). */
  function start(env: Record<string, string>): Promise<Started> {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        WEB_DIST: dataDir,
        APP_MODE: 'production',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve, reject) => {
      let stdout = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split('\n')[0];
        if (stdout.includes('\n') && line)
          resolve({ child, ...(JSON.parse(line) as Omit<Started, 'child'>) });
      });
      child.on('exit', (code, signal) =>
        reject(new Error(`server exited (${code ?? signal}) before starting: ${stderr}`)),
      );
    });
  }

  return { db: () => db!, start };
}

/** Resolves once the process has gone. */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
