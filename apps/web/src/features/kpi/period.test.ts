import { describe, expect, it } from 'vitest';
import { readPeriod } from './period.ts';

describe('readPeriod', () => {
  it('asks for the last 30 days unless a preset or days are chosen', () => {
    expect(readPeriod({})).toEqual({
      choice: 'last-30-days',
      query: { preset: 'last-30-days' },
      problem: null,
    });
    expect(readPeriod({ period: 'this-year' }).query).toEqual({ preset: 'this-year' });
    expect(readPeriod({ period: 'nonsense' }).query).toEqual({ preset: 'last-30-days' });
  });

  it('asks for chosen days only when both are there, in order, and at most a leap year apart', () => {
    expect(readPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }).query).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readPeriod({ period: 'custom', from: '2026-01-01' })).toMatchObject({
      query: null,
      problem: 'bothDays',
    });
    expect(readPeriod({ period: 'custom', from: '2026-02-01', to: '2026-01-31' }).problem).toBe('reversed');
    expect(readPeriod({ period: 'custom', from: '2024-01-01', to: '2024-12-31' }).problem).toBeNull();
    expect(readPeriod({ period: 'custom', from: '2024-01-01', to: '2025-01-01' }).problem).toBe('tooLong');
  });
});
