import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect } from '../db/connect.ts';
import type { TestApp } from './harness.ts';

/*
 * What the backup tests share: the two commands run as an operator runs them (a process of their
 * own), and fresh targets to restore into: an empty DATA_DIR, and on PostgreSQL a new database
 * whose search path names the test's schema (pg_restore puts a schema back under its own name).
 */

const CLI = (name: 'backup' | 'restore') => fileURLToPath(new URL(`../${name}-cli.ts`, import.meta.url));

export type Target = { dataDir: string; databaseUrl: string | undefined };
export type Ran = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run backup|restore -- …args` against a target, as its own process. */
export function runCli(
  name: 'backup' | 'restore',
  target: Target,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Ran> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI(name), ...args], {
      env: {
        ...base,
        DATA_DIR: target.dataDir,
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A new folder under the system's temporary one. */
export const scratch = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `fieldhouse-${name}-`));

/**
 * An empty place of the same kind as the test's database; `drop` removes it. On PostgreSQL its
 * search path names the test's schema, or with `inPublic` none: the new database's `public`.
 */
export async function freshTarget(
  t: TestApp,
  { inPublic = false } = {},
): Promise<Target & { drop: () => Promise<void> }> {
  const dataDir = scratch('restored');
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const source = t.config.databaseUrl;
  if (!source) return { dataDir, databaseUrl: undefined, drop: async () => removeDir() };
  const name = `fh_restore_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: source });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(source);
  url.pathname = `/${name}`;
  if (inPublic) url.searchParams.delete('options');
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}

/** An app on a restored target, built as the server builds it. */
export async function appOn(t: TestApp, target: Target) {
  const config: Config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: target.dataDir,
    WEB_DIST: t.config.webDist,
    LOG_LEVEL: 'silent',
    TIME_ZONE: 'UTC',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const db = connect(config);
  const app = await buildApp({
    config,
    db,
    logger: false,
    jobs: { pollMs: 100 },
    smsConsole: () => undefined,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
