import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('renders day, short month and year (05 Mar 2026)', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05 Mar 2026');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
