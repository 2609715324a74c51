import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';

const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const XSRF = 'two-process-xsrf';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A real app process on loopback, on the test's PostgreSQL schema; stopped by its own PID. */
async function startProcess(t: TestApp): Promise<{ url: string; child: ChildProcess }> {
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

async function post(url: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${url}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!onPostgres)('live notifications across two app processes on one PostgreSQL', () => {
  let t: TestApp;
  let one: { url: string; child: ChildProcess };
  let two: { url: string; child: ChildProcess };
  let samTab: LiveTestClient | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    [one, two] = await Promise.all([startProcess(t), startProcess(t)]);
  }, 60_000);
  afterAll(async () => {
    samTab?.close();
    // Their shutdown still writes to the schema: let it end before the schema is dropped.
    const exits = [one, two].map((p) =>
      p && p.child.exitCode === null
        ? new Promise((resolve) => p.child.once('exit', resolve))
        : Promise.resolve(),
    );
    for (const p of [one, two]) p?.child.kill('SIGTERM');
    await Promise.all(exits);
    await t?.close();
  });

  it('a notification created through one process reaches a console connected to the other', async () => {
    const signIn = async (url: string, username: string) =>
      (await post(url, 'login', { username, password: 'Fieldhouse#2026' })).json as {
        token: string;
        subscriberID: string;
      };
    const sam = await signIn(two.url, 'sam');
    const admin = await signIn(one.url, 'admin');
    samTab = await openSignedInLive(two.url, sam.token);

    const asked = await post(
      one.url,
      'connections/request',
      { subscriberID: sam.subscriberID, kind: 'friend' },
      admin.token,
    );
    expect(asked.status).toBe(200);

    const pushed = await samTab.next('notification');
    expect(pushed.notification.from_id).toBe(admin.subscriberID);
    expect(pushed.notification.message.msg).toMatch(/wants to connect with you as a friend/);

    // Marking everything seen through the first process clears the bell on the second.
    await post(one.url, 'notify/seen-all', {}, sam.token);
    expect((await samTab.next('unseen', (m) => m.unseen === 0)).unseen).toBe(0);
  }, 30_000);
});
