import { describe, expect, it } from 'vitest';
import { weekChange } from './week-change.ts';

describe('weekChange', () => {
  it('describes growth, decline and no change', () => {
    expect(weekChange(52, 40)).toEqual({ text: '+12 vs last week (40)', direction: 'up' });
    expect(weekChange(30, 40)).toEqual({ text: '−10 vs last week (40)', direction: 'down' });
    expect(weekChange(7, 7)).toEqual({ text: '±0 vs last week (7)', direction: 'flat' });
  });
});
