import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';

// `npm start` a second time (built, database made): seconds until GET health answers, and the
// resident memory of the server once idle.
const GOAL_S = 3;
const GOAL_MB = 150;
const SETTLE_MS = 3_000;
const root = path.resolve(import.meta.dirname, '..');

/** `npm start` in a process group of its own, so stopping it stops the server it runs too. */
function npmStart(port: number, dataDir: string): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
}

async function untilHealthy(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** The Node process under `pid` (itself included) that runs the start script, and so the server. */
function serverPid(pid: number): number | undefined {
  const [program, script] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (path.basename(program ?? '') === 'node' && script?.endsWith('start.mjs')) return pid;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  for (const child of children.filter(Boolean)) {
    const found = serverPid(Number(child));
    if (found) return found;
  }
  return undefined;
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

export async function secondStart(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-start-'));
  const port = await freePort();
  try {
    // The first start builds whatever changed and makes the database.
    const first = npmStart(port, dataDir);
    await untilHealthy(port, first);
    await stop(first);

    const began = performance.now();
    const second = npmStart(port, dataDir);
    try {
      await untilHealthy(port, second);
      const seconds = (performance.now() - began) / 1000;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const pid = serverPid(second.pid ?? 0);
      const mb = pid ? residentMb(pid) : NaN;
      console.log(
        `second npm start        ${seconds.toFixed(2)} s until GET health answers  (goal ≤ ${GOAL_S} s)  ${seconds <= GOAL_S ? 'ok' : 'ABOVE GOAL'}`,
      );
      console.log(
        `idle server, resident   ${Math.round(mb)} MB  (goal ≤ ${GOAL_MB} MB)  ${mb <= GOAL_MB ? 'ok' : 'ABOVE GOAL'}`,
      );
      return seconds <= GOAL_S && mb <= GOAL_MB;
    } finally {
      await stop(second);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
