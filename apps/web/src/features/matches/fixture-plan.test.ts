import { describe, expect, it } from 'vitest';
import { isDay, isSlot, matchesPerRound, merged, roundsFor, seriesOfDays } from './fixture-plan.ts';

describe('the dates of a series', () => {
  it('steps by whole days from the first', () => {
    expect(seriesOfDays('2030-04-06', 7, 3)).toEqual(['2030-04-06', '2030-04-13', '2030-04-20']);
  });

  it('runs over the end of a month and a year, and over a change of the clocks', () => {
    expect(seriesOfDays('2030-12-25', 7, 2)).toEqual(['2030-12-25', '2031-01-01']);
    // The clocks go forward in Europe on 31 March 2030: a day is still a day.
    expect(seriesOfDays('2030-03-30', 1, 3)).toEqual(['2030-03-30', '2030-03-31', '2030-04-01']);
    expect(seriesOfDays('2032-02-27', 1, 3)).toEqual(['2032-02-27', '2032-02-28', '2032-02-29']);
  });

  it('gives fourteen weekly dates for a double round-robin of eight', () => {
    const days = seriesOfDays('2030-04-06', 7, roundsFor(8, true));
    expect(days).toHaveLength(14);
    expect(days.at(-1)).toBe('2030-07-06');
  });

  it('is empty for a start that is not a day, or a step or count below one', () => {
    expect(seriesOfDays('2030-02-30', 7, 3)).toEqual([]);
    expect(seriesOfDays('6/4/2030', 7, 3)).toEqual([]);
    expect(seriesOfDays('2030-04-06', 0, 3)).toEqual([]);
    expect(seriesOfDays('2030-04-06', 7, 0)).toEqual([]);
    expect(seriesOfDays('2030-04-06', 1.5, 2)).toEqual([]);
  });
});

describe('the lists the generator keeps', () => {
  it('holds each day once, in order', () => {
    expect(merged(['2030-04-13', '2030-04-06'], ['2030-04-06', '2030-04-01'])).toEqual([
      '2030-04-01',
      '2030-04-06',
      '2030-04-13',
    ]);
  });

  it('orders kick-off times by the clock', () => {
    expect(merged(['12:00', '09:30'], ['10:00'])).toEqual(['09:30', '10:00', '12:00']);
  });

  it('reads days and times as the contract writes them', () => {
    expect(isDay('2030-04-06')).toBe(true);
    expect(isDay('2030-13-01')).toBe(false);
    expect(isSlot('09:30')).toBe(true);
    expect(isSlot('9:30')).toBe(false);
    expect(isSlot('24:00')).toBe(false);
  });
});

describe('what a round-robin needs', () => {
  it('has one round fewer than an even number of teams, and as many as an odd one', () => {
    expect(roundsFor(8, false)).toBe(7);
    expect(roundsFor(8, true)).toBe(14);
    expect(roundsFor(5, false)).toBe(5);
    expect(roundsFor(5, true)).toBe(10);
    expect(roundsFor(1, true)).toBe(0);
  });

  it('plays every team but one sitting out in each round', () => {
    expect(matchesPerRound(8)).toBe(4);
    expect(matchesPerRound(5)).toBe(2);
  });
});
