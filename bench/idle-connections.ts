import fs from 'node:fs';
import type WebSocket from 'ws';
import { fmt, startServer } from './lib.ts';
import { openLive, signIn } from './live-client.ts';

// One server process holding 2,000 idle, signed-in live consoles (tabs of a few demo accounts).
const CONNECTIONS = 2_000;
const GOAL_MB = 300;
const BATCH = 100;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

export async function idleConnections(): Promise<boolean> {
  const app = await startServer('app.ts');
  const { pid } = app;
  const base = `http://127.0.0.1:${app.port}/api/v1`;
  const sockets: WebSocket[] = [];
  try {
    const tokens = [
      (await signIn(base, 'sam')).token,
      (await signIn(base, 'coach')).token,
      (await signIn(base, 'admin')).token,
    ];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = residentMb(pid);
    for (let i = 0; i < CONNECTIONS; i += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, j) =>
        openLive(app.port, tokens[(i + j) % tokens.length] ?? '', () => {}),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    // Let the collector settle before reading the resident size.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = residentMb(pid);
    console.log(`resident, no consoles    ${fmt(before)} MB`);
    console.log(
      `resident, ${fmt(CONNECTIONS)} consoles ${fmt(after)} MB  (goal ≤ ${GOAL_MB} MB)  ${after <= GOAL_MB ? 'ok' : 'ABOVE GOAL'}`,
    );
    console.log(`per console             ${(((after - before) * 1024) / CONNECTIONS).toFixed(1)} KB`);
    return after <= GOAL_MB;
  } finally {
    for (const socket of sockets) socket.terminate();
    await app.stop();
  }
}
