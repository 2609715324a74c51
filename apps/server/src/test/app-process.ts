import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/*
 * Real app processes beside a test's own app, on the same PostgreSQL schema: how the suite shows
 * that what must be shared (limits, counters, live pushes) holds across processes.
 */

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const XSRF = 'two-process-xsrf';

export type AppProcess = { url: string; child: ChildProcess };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A real app process on loopback, on the test's PostgreSQL schema; stopped by its own PID. `env`
 * overrides its environment (e.g. a DATA_DIR of its own, as on another host).
 */
export async function startProcess(t: TestApp, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_MODE: 'demo',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
      WEB_DIST: t.config.webDist,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the app process exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the app process did not start');
}

/** Stops the processes and waits for them: their shutdown still writes to the schema. */
export async function stopProcesses(processes: (AppProcess | undefined)[]) {
  const exits = processes.map((p) =>
    p && p.child.exitCode === null
      ? new Promise((resolve) => p.child.once('exit', resolve))
      : Promise.resolve(),
  );
  for (const p of processes) p?.child.kill('SIGTERM');
  await Promise.all(exits);
}

/**
 * Calls the API of a running process as a console does (the anti-forgery pair, a bearer token),
 * with more headers when given (an Idempotency-Key).
 */
export async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${url}/api/v1/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A POST to one process's API, with the anti-forgery pair and a bearer token. */
export const post = (url: string, path: string, body: unknown, token?: string) =>
  call(url, 'POST', path, body, token);

/**
 * The test app and two more app processes on its database, started before the file's tests and
 * stopped after them (register inside a `describe`): `two.t`, `two.one`, `two.two` once started.
 */
export function twoProcesses() {
  const running = {} as { t: TestApp; one: AppProcess; two: AppProcess };
  beforeAll(async () => {
    running.t = await startTestApp();
    [running.one, running.two] = await Promise.all([startProcess(running.t), startProcess(running.t)]);
  }, 60_000);
  afterAll(async () => {
    await stopProcesses([running.one, running.two]);
    await running.t?.close();
  });
  return running;
}
