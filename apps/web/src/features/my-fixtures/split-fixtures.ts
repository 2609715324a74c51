import type { MyFixture } from '@fieldhouse/contract';

const DONE = new Set<MyFixture['status']>(['played', 'walkover']);

/**
 * What is coming up (soonest first: no time yet last) and what is over (latest first). A match
 * is over once it has a result or its kick-off has passed; one postponed without a new time, or
 * called off ahead of its day, is still news about what is coming.
 */
export function splitFixtures(items: readonly MyFixture[], now: number) {
  const at = (f: MyFixture) => (f.kickoffAt ? Date.parse(f.kickoffAt) : Infinity);
  const over = (f: MyFixture) => DONE.has(f.status) || at(f) < now;
  const upcoming = items.filter((f) => !over(f)).sort((a, b) => at(a) - at(b) || a.id - b.id);
  const results = items.filter(over).sort((a, b) => at(b) - at(a) || b.id - a.id);
  return { upcoming, results };
}
