import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../db/connect.ts';
import { waitForJobRow } from '../../test/harness.ts';
import { recordedItems } from '../../test/job-kinds.ts';
import { bossSchemaFor } from './pg-boss-engine.ts';
import { JOB_MESSAGES } from './runner.ts';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const entry = fileURLToPath(new URL('../../test/job-server.ts', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL;
const ITEMS = 400;

let dataDir: string;
let databaseUrl: string | undefined;
let schema = '';
let db: Db;
const children: ChildProcess[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

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
  await db.destroy();
  if (schema) {
    await admin(`drop schema if exists ${schema} cascade`);
    await admin(`drop schema if exists ${bossSchemaFor(schema)} cascade`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; address: string; job: string | null };

/** Starts `test/job-server.ts` in its own Node process (tsx as a loader, so the PID is the server's). */
function startServer(env: Record<string, string>): Promise<Started> {
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
      if (stdout.includes('\n') && line) resolve({ child, ...(JSON.parse(line) as Omit<Started, 'child'>) });
    });
    child.on('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before starting: ${stderr}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describe('a job whose server stops part-way', () => {
  it('finishes on the next server with every item done exactly once', { timeout: 120_000 }, async () => {
    const first = await startServer({ ENQUEUE_ITEMS: String(ITEMS), ITEM_PAUSE_MS: '15' });
    const id = first.job ?? '';
    const partway = await waitForJobRow(db, id, ['running'], (row) => row.done >= 30);
    expect(partway.done).toBeLessThan(ITEMS);

    process.kill(first.child.pid ?? 0, 'SIGKILL');
    await exited(first.child);
    const atKill = await waitForJobRow(db, id, ['running']);
    expect(atKill.done).toBeLessThan(ITEMS);

    const second = await startServer({});
    const end = await waitForJobRow(db, id, undefined, undefined, 90_000);
    expect(end).toMatchObject({ state: 'completed', done: ITEMS, total: ITEMS, attempts: 2 });
    const items = (await recordedItems(db, id)).map((i) => i.item).sort((a, b) => a - b);
    expect(items).toEqual([...Array(ITEMS).keys()]);

    process.kill(second.child.pid ?? 0, 'SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
  });

  it(
    'is put back in the queue by a server stopped gracefully, and finished by the next',
    { timeout: 120_000 },
    async () => {
      const first = await startServer({ ENQUEUE_ITEMS: String(ITEMS), ITEM_PAUSE_MS: '15' });
      const id = first.job ?? '';
      await waitForJobRow(db, id, ['running'], (row) => row.done >= 30);

      process.kill(first.child.pid ?? 0, 'SIGTERM');
      await exited(first.child);
      expect(first.child.exitCode).toBe(0);
      // The item under way finished (or rolled back) with the advance of `done`: none half-done.
      const stopped = await waitForJobRow(db, id, ['queued']);
      expect(stopped).toMatchObject({ lease_until: null, error: JOB_MESSAGES.shutdown });
      expect(stopped.done).toBeLessThan(ITEMS);
      expect(await recordedItems(db, id)).toHaveLength(stopped.done);

      const second = await startServer({});
      const end = await waitForJobRow(db, id, undefined, undefined, 90_000);
      expect(end).toMatchObject({ state: 'completed', done: ITEMS, attempts: 2 });
      const items = (await recordedItems(db, id)).map((i) => i.item).sort((a, b) => a - b);
      expect(items).toEqual([...Array(ITEMS).keys()]);
      process.kill(second.child.pid ?? 0, 'SIGTERM');
      await exited(second.child);
    },
  );
});
