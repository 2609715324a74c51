import { describe, expect, it } from 'vitest';
import { dayAgo } from './day-ago.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => dayAgo(new Date(NOW - seconds * 1000).toISOString(), NOW, 'en');

describe('dayAgo', () => {
  it.each([
    [0, '0 seconds ago'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [3_599, '59 minutes ago'],
    [3_600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [2_629_745, '30 days ago'],
    [2_629_746, '1 month ago'],
    [31_556_925, '11 months ago'],
    [31_556_926, '1 year ago'],
    [3 * 31_556_926, '3 years ago'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('reads the input as UTC and never says "in the future"', () => {
    expect(dayAgo('2026-11-22T11:00:00Z', NOW, 'en')).toBe('1 hour ago');
    expect(dayAgo('2026-11-22T12:00:05Z', NOW, 'en')).toBe('0 seconds ago');
    expect(dayAgo('not a date', NOW, 'en')).toBe('');
  });
});
