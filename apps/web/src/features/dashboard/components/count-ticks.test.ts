import { describe, expect, it } from 'vitest';
import { countTicks } from './count-ticks.ts';

describe('countTicks', () => {
  it('steps in whole numbers from zero to at least the tallest bar', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(countTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });
});
