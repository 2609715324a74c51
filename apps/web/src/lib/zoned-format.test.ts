import { describe, expect, it } from 'vitest';
import {
  formatDayInZone,
  formatInZone,
  formatRangeInZone,
  formatTimeInZone,
  relativeTime,
} from './zoned-format.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('times of an event', () => {
  it('shows a range on the clock of the event’s zone, 24-hour, day first', () => {
    const text = formatRangeInZone('2026-07-11T09:00:00Z', '2026-07-11T15:00:00Z', 'Europe/London', 'en');
    expect(text).toMatch(/Sat,? 11 Jul 2026/);
    expect(text).toMatch(/10:00/);
    expect(text).toMatch(/16:00/);
  });

  it('shows a range over days with both days', () => {
    const text = formatRangeInZone('2026-07-11T09:00:00Z', '2026-07-13T15:00:00Z', 'UTC', 'en');
    expect(text).toMatch(/11 Jul/);
    expect(text).toMatch(/13 Jul/);
  });

  it('writes Arabic in Arabic', () => {
    expect(formatInZone('2026-07-11T09:00:00Z', 'Asia/Dubai', 'ar')).toMatch(/[\u0600-\u06ff]/);
  });

  it('gives the time of day in the zone', () => {
    expect(formatTimeInZone('2026-07-11T09:00:00Z', 'Asia/Dubai', 'en')).toBe('13:00');
  });

  it('gives the day in the zone, which may not be the day in UTC', () => {
    expect(formatDayInZone('2026-07-11T22:30:00Z', 'Asia/Dubai', 'en')).toMatch(/Sun,? 12 Jul 2026/);
  });

  it('says how far a deadline is', () => {
    expect(relativeTime(inSeconds(47 * 3600 + 100), NOW, 'en')).toBe('in 47 hours');
    expect(relativeTime(inSeconds(3 * 86400), NOW, 'en')).toBe('in 3 days');
    expect(relativeTime(inSeconds(90 * 60), NOW, 'en')).toBe('in 90 minutes');
    expect(relativeTime(inSeconds(2 * 3600), NOW, 'en')).toBe('in 2 hours');
    expect(relativeTime(inSeconds(-5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(inSeconds(20), NOW, 'en')).toBe('now');
    expect(relativeTime('soon', NOW, 'en')).toBe('');
  });
});
