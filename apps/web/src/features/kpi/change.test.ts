import { describe, expect, it } from 'vitest';
import { periodChange } from './change.ts';

describe('periodChange', () => {
  it('gives a rise or a fall as a whole percent of the previous figure', () => {
    expect(periodChange(112, 100)).toEqual({ direction: 'up', percent: 12, points: null });
    expect(periodChange(97, 100)).toEqual({ direction: 'down', percent: 3, points: null });
  });

  it('moves a share by percentage points', () => {
    expect(periodChange(0.8, 0.75, true)).toEqual({ direction: 'up', percent: null, points: 5 });
  });

  it('has no percent from nothing, and says when there is nothing to compare', () => {
    expect(periodChange(5, 0)).toEqual({ direction: 'fromNone' });
    expect(periodChange(4, 4)).toEqual({ direction: 'same' });
    expect(periodChange(null, 0.5, true)).toEqual({ direction: 'noValue' });
  });
});
