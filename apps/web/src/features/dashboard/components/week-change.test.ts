import { describe, expect, it } from 'vitest';
import { weekChange } from './week-change.ts';

describe('weekChange', () => {
  it('describes growth, decline and no change', () => {
    expect(weekChange(52, 40)).toEqual({ sign: '+', amount: 12, direction: 'up' });
    expect(weekChange(30, 40)).toEqual({ sign: '−', amount: 10, direction: 'down' });
    expect(weekChange(7, 7)).toEqual({ sign: '±', amount: 0, direction: 'flat' });
  });
});
