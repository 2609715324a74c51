import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run seed -- --subscribers 1000000` on the embedded database must finish within two minutes.
const COUNT = Number(process.env.BENCH_SEED_COUNT ?? 1_000_000);
const GOAL_S = 120;

export function seedSpeed(): boolean {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-seed-'));
  const root = path.resolve(import.meta.dirname, '..');
  const started = process.hrtime.bigint();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/db/seed/generate.ts'), '--subscribers', String(COUNT)],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`seed exited with ${run.status}`);
  const ok = seconds <= (GOAL_S * COUNT) / 1_000_000;
  console.log(
    `seed ${COUNT.toLocaleString('en')} subscribers   ${seconds.toFixed(1)} s  (goal ≤ ${GOAL_S} s per million)  ${ok ? 'ok' : 'ABOVE GOAL'}`,
  );
  return ok;
}
