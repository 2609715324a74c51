import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOf,
  eventsByDay,
  isDay,
  monthWeeks,
  queryRange,
  shiftDay,
  visibleDays,
  weekDays,
  weekStart,
} from './calendar-grid.ts';

describe('the calendar grid', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-11')).toBe('2026-03-09'); // a Wednesday
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09'); // a Sunday
    expect(weekDays('2026-03-11')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('shows a month whole in weeks of seven days', () => {
    const weeks = monthWeeks('2026-03-20');
    expect(weeks[0]![0]).toBe('2026-02-23');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-04-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat()).toContain('2026-03-31');
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
  });

  it('steps a month from its first day, and a week by seven days, over years', () => {
    expect(shiftDay('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftDay('2026-01-15', 'month', -1)).toBe('2025-12-01');
    expect(shiftDay('2026-12-29', 'week', 1)).toBe('2027-01-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('asks the list for a day more on either side', () => {
    expect(queryRange(visibleDays('2026-03-11', 'week'))).toEqual({ from: '2026-03-08', to: '2026-03-16' });
  });

  it('reads only real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('March')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });

  it('puts an event on its own zone’s days', () => {
    // 23:30 UTC is already the next day in London in summer.
    const late = {
      startsAt: '2026-07-10T23:30:00Z',
      endsAt: '2026-07-11T01:00:00Z',
      timeZone: 'Europe/London',
    };
    expect(daysOf(late)).toEqual(['2026-07-11']);
    const camp = { startsAt: '2026-07-10T08:00:00Z', endsAt: '2026-07-12T16:00:00Z', timeZone: 'UTC' };
    expect(daysOf(camp)).toEqual(['2026-07-10', '2026-07-11', '2026-07-12']);
    const toMidnight = { startsAt: '2026-07-10T18:00:00Z', endsAt: '2026-07-11T00:00:00Z', timeZone: 'UTC' };
    expect(daysOf(toMidnight)).toEqual(['2026-07-10']);
  });

  it('groups events by the days on screen, leaving out days off screen', () => {
    const camp = { startsAt: '2026-03-14T08:00:00Z', endsAt: '2026-03-16T16:00:00Z', timeZone: 'UTC' };
    const shown = eventsByDay([camp], weekDays('2026-03-11'));
    expect(shown.get('2026-03-14')).toEqual([camp]);
    expect(shown.get('2026-03-15')).toEqual([camp]);
    expect(shown.has('2026-03-16')).toBe(false);
    expect(shown.get('2026-03-13')).toEqual([]);
  });
});
