import { describe, expect, it } from 'vitest';
import { createMessageBudget } from './budget.ts';

describe('message budget', () => {
  it('allows a burst, then refills at the steady rate, never beyond the burst', () => {
    let now = 0;
    const budget = createMessageBudget({ burst: 3, perSecond: 2 }, () => now);
    const takes = (n: number) => Array.from({ length: n }, () => budget.take());
    expect(takes(4)).toEqual([true, true, true, false]);
    now += 500; // one message's worth
    expect(takes(2)).toEqual([true, false]);
    now += 60_000; // a long quiet spell refills only the burst
    expect(takes(4)).toEqual([true, true, true, false]);
  });
});
