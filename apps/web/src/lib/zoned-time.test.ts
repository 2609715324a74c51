import { describe, expect, it } from 'vitest';
import {
  addLocalMinutes,
  dayInZone,
  fromLocalInput,
  offsetMinutes,
  timeZones,
  toLocalInput,
} from './zoned-time.ts';

describe('times in a time zone', () => {
  it('knows the offset in winter and summer', () => {
    expect(offsetMinutes(Date.parse('2026-01-10T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(offsetMinutes(Date.parse('2026-07-10T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(offsetMinutes(Date.parse('2026-07-10T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(Date.parse('2026-07-10T12:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('shows an instant as the wall clock of the zone', () => {
    expect(toLocalInput('2026-07-10T09:30:00.000Z', 'Europe/London')).toBe('2026-07-10T10:30');
    expect(toLocalInput('2026-07-10T22:30:00Z', 'Asia/Dubai')).toBe('2026-07-11T02:30');
    expect(toLocalInput(null, 'UTC')).toBe('');
    expect(toLocalInput('not a time', 'UTC')).toBe('');
  });

  it('reads a wall clock in the zone back to the same instant', () => {
    expect(fromLocalInput('2026-07-10T10:30', 'Europe/London')).toBe('2026-07-10T09:30:00.000Z');
    expect(fromLocalInput('2026-01-10T10:30', 'Europe/London')).toBe('2026-01-10T10:30:00.000Z');
    expect(fromLocalInput('2026-07-11T02:30', 'Asia/Dubai')).toBe('2026-07-10T22:30:00.000Z');
    expect(fromLocalInput('2026-07-10T10:30', 'America/New_York')).toBe('2026-07-10T14:30:00.000Z');
  });

  it('moves a time the clocks skip an hour on, and takes the first of a time they pass twice', () => {
    // London springs forward from 01:00 to 02:00 on 29 March 2026.
    expect(fromLocalInput('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(toLocalInput('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('2026-03-29T02:30');
    // And falls back from 02:00 to 01:00 on 25 October 2026: 01:30 happens twice.
    expect(fromLocalInput('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a date-time', () => {
    expect(fromLocalInput('', 'UTC')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(fromLocalInput('10:00', 'UTC')).toBeNull();
  });

  it('tells the day in the zone', () => {
    expect(dayInZone(Date.parse('2026-07-10T23:30:00Z'), 'Europe/London')).toBe('2026-07-11');
    expect(dayInZone(Date.parse('2026-07-10T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-07-10');
  });

  it('adds minutes on the wall clock across days', () => {
    expect(addLocalMinutes('2026-12-31T23:00', 120)).toBe('2027-01-01T01:00');
    expect(addLocalMinutes('bad', 60)).toBe('');
  });

  it('lists the zones, UTC included', () => {
    expect(timeZones()).toContain('Europe/London');
    expect(timeZones()).toContain('UTC');
  });
});
