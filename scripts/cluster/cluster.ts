import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo.ts';
import { areaDemos, areaMigrations } from '../../apps/server/src/modules/index.ts';
import { buildStale } from '../build.mjs';
import { ensureNginx, startNginx } from './nginx.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(root, 'apps/server/dist/server.js');

export type ClusterOptions = {
  /** How many app processes (2 unless told). */
  apps: number;
  /** nginx listens here; the apps on the ports after it. */
  port: number;
  databaseUrl: string;
  /** More environment for the apps (limits, the SMS provider, LOG_LEVEL…). */
  env?: Record<string, string>;
};

export type AppProcess = { index: number; port: number; pid: number; child: ChildProcess; log: string };

export type Cluster = {
  /** nginx's address, what a browser opens. */
  url: string;
  apps: AppProcess[];
  /** The temporary folder: nginx's files and each app's log. */
  dir: string;
  /** Starts app `index` again (after a fault) on its own port. */
  restart: (index: number) => Promise<AppProcess>;
  /** Stops every process (apps gracefully, then nginx) and removes the temporary folder (unless kept, for its logs). */
  stop: (options?: { keepLogs?: boolean }) => Promise<void>;
};

/** Waits until `url` answers 200, or throws after `seconds`. */
export async function waitFor(url: string, seconds = 60, died?: () => string | null): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const why = died?.();
    if (why) throw new Error(why);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`);
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** Stops a child with `signal`, then SIGKILL after `graceMs` if it is still there. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/**
 * One app process (the built server) on `port`, its output in `<dir>/app-<index + 1>.log`,
 * answering /health/ready before this returns.
 */
export async function launchApp(o: {
  index: number;
  port: number;
  dir: string;
  env: NodeJS.ProcessEnv;
}): Promise<AppProcess> {
  const log = path.join(o.dir, `app-${o.index + 1}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [SERVER], {
    env: { ...o.env, PORT: String(o.port) },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const died = () =>
    child.exitCode !== null ? `app ${o.index + 1} exited (${child.exitCode}); see ${log}` : null;
  try {
    await waitFor(`http://127.0.0.1:${o.port}/api/v1/health/ready`, 90, died);
  } catch (err) {
    await stopChild(child, 'SIGKILL');
    throw err;
  }
  return { index: o.index, port: o.port, pid: child.pid ?? 0, child, log };
}

/** Migrations once and the demo data once, before any app process starts (no URL: SQLite in `dataDir`). */
export async function prepareDatabase(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const db = connect({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db, areaMigrations);
    await seedDemo(db, areaDemos);
  } finally {
    await db.destroy();
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensureNginx();
  await buildStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-cluster-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  await prepareDatabase(options.databaseUrl, dataDir);
  const url = `http://127.0.0.1:${options.port}`;

  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    // nginx on this machine is the one proxy in front: its X-Forwarded-For entry is believed.
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: url,
    ...options.env,
  };
  const launch = (index: number) => launchApp({ index, port: options.port + 1 + index, dir, env });

  const apps: AppProcess[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async ({ keepLogs = false } = {}) => {
    await Promise.all(apps.map((a) => stopChild(a.child, 'SIGTERM')));
    if (nginx) await stopChild(nginx, 'SIGQUIT', 5_000);
    if (keepLogs) console.log(`The cluster's logs are kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first alone: it makes the job queue's tables (pg-boss), which two at once deadlock over.
    apps.push(await launch(0));
    apps.push(...(await Promise.all(Array.from({ length: options.apps - 1 }, (_, i) => launch(i + 1)))));
    nginx = startNginx({
      dir: path.join(dir, 'nginx'),
      port: options.port,
      appPorts: apps.map((a) => a.port),
    });
    await waitFor(`${url}/api/v1/health/ready`, 30, () => (nginx?.exitCode != null ? 'nginx exited' : null));
  } catch (err) {
    await stop();
    throw err;
  }
  const restart = async (index: number) => {
    const started = await launch(index);
    apps[index] = started;
    return started;
  };
  return { url, apps, dir, restart, stop };
}
