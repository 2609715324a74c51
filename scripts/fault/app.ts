import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type Db } from '../../apps/server/src/db/connect.ts';
import { prepareLoad } from '../../bench/load/prepare.ts';
import { signInFor } from '../../bench/load/live.ts';
import { buildStale } from '../build.mjs';
import { launchApp, prepareDatabase, stopChild, type AppProcess } from '../cluster/cluster.ts';

/** Quiet hours twelve hours from now (as the tests set them): the scripts' texts are never held. */
export function quietHoursAway(): string {
  const far = String((new Date().getUTCHours() + 12) % 24).padStart(2, '0');
  return `${far}:00-${far}:59`;
}

/** A temporary folder of the script's own (logs, data), removed by `removeDir`. */
export const makeDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `fieldhouse-${name}-`));
export const removeDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

export type SqliteApp = { app: AppProcess; base: string; db: Db; stop: () => Promise<void> };

/**
 * One app process on the embedded database in `dataDir` (migrated and seeded first), its log in
 * `logDir`, and a connection of the script's own to the same file for reading what it wrote.
 */
export async function startSqliteApp(o: {
  port: number;
  dataDir: string;
  logDir: string;
  env?: Record<string, string>;
}): Promise<SqliteApp> {
  await buildStale();
  await prepareDatabase(undefined, o.dataDir);
  const base = `http://127.0.0.1:${o.port}`;
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const app = await launchApp({
    index: 0,
    port: o.port,
    dir: o.logDir,
    env: {
      ...inherited,
      DATA_DIR: o.dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      PUBLIC_URL: base,
      QUIET_HOURS: quietHoursAway(),
      LOG_LEVEL: 'warn',
      ...o.env,
    },
  });
  const db = connect({ databaseUrl: undefined, dataDir: o.dataDir });
  const stop = async () => {
    await stopChild(app.child, 'SIGTERM');
    await db.destroy();
  };
  return { app, base, db, stop };
}

/** `count` people of the script's own (one in four staff), and a signed-in staff session. */
export async function scriptPeople(db: Db, base: string, count: number) {
  const people = await prepareLoad(db, count, 0);
  const staff = people.users.find((u) => u.kind === 'staff')!;
  const token = await signInFor(base, staff.userName, people.password);
  return { people, staff, token, members: people.users.filter((u) => u.kind === 'member') };
}

export type Answer = {
  status: number;
  ms: number;
  body: { code?: string; message?: string } & Record<string, unknown>;
};

/** One API call as the console makes it (anti-forgery pair, bearer session), timed. */
export async function call(
  base: string,
  method: string,
  route: string,
  o: { token?: string; body?: unknown; form?: FormData; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = { cookie: 'XSRF-TOKEN=f', 'x-xsrf-token': 'f' };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1/${route}`, {
    method,
    headers,
    body: o.form ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
    signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, ms: Date.now() - started, body };
}
