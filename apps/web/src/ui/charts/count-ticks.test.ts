import { describe, expect, it } from 'vitest';
import { countTicks } from './count-ticks.ts';

describe('countTicks', () => {
  it('steps in whole numbers from zero to at least the tallest bar', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(countTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('takes round steps, never odd ones such as 49', () => {
    expect(countTicks(196)).toEqual([0, 50, 100, 150, 200]);
    expect(countTicks(600)).toEqual([0, 200, 400, 600]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(1_234_567)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  });
});
