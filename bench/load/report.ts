import { percentile } from '../live-client.ts';
import { WRITES } from './mix.ts';
import type { LoadResult } from './run-load.ts';

export const READ_GOAL_P95_MS = 200;

/** Prints throughput, p50/p95/p99 per kind of call and the errors; true when the goals are met. */
export function printLoad(result: LoadResult, label: string): boolean {
  console.log(
    `\n${label}: ${result.requests.toLocaleString('en')} answers in ${result.seconds} s, ${Math.round(result.requests / result.seconds)} req/s, ${result.errors} error(s)`,
  );
  console.log(
    `  ${'call'.padEnd(24)}${'count'.padStart(8)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}  errors`,
  );
  let readsOk = true;
  for (const [kind, f] of result.kinds) {
    if (f.count === 0) continue;
    const sorted = [...f.times].sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
    const read = !WRITES.has(kind);
    const over = read && p95! > READ_GOAL_P95_MS;
    readsOk &&= !over;
    const statuses = [...f.statuses]
      .filter(([s]) => s >= 300)
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
    console.log(
      `  ${kind.padEnd(24)}${String(f.count).padStart(8)}${fmt(p50)}${fmt(p95)}${fmt(p99)}  ${f.errors}${statuses ? ` (${statuses})` : ''}${over ? '  p95 ABOVE GOAL' : ''}`,
    );
  }
  console.log(
    `  goal: zero errors, p95 ≤ ${READ_GOAL_P95_MS} ms for reads → ${result.errors === 0 && readsOk ? 'met' : 'NOT met'}`,
  );
  return result.errors === 0 && readsOk;
}

const fmt = (ms: number | undefined) => `${(ms ?? NaN).toFixed(0)} ms`.padStart(9);
