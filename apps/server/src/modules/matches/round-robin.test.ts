import { describe, expect, it } from 'vitest';
import { roundRobin, schedule, zonedToUtc, type Fixture } from './round-robin.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);
const COUNTS = Array.from({ length: 19 }, (_, i) => i + 2); // 2..20
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
const roundsOf = (fixtures: Fixture[]) => Math.max(...fixtures.map((f) => f.round));

/** Each team's venues in round order, skipping the rounds it sits out: 'HAH…'. */
function venues(fixtures: Fixture[]): Map<number, string> {
  const seq = new Map<number, string>();
  for (const { home, away } of [...fixtures].sort((a, b) => a.round - b.round)) {
    seq.set(home, `${seq.get(home) ?? ''}H`);
    seq.set(away, `${seq.get(away) ?? ''}A`);
  }
  return seq;
}

describe('roundRobin', () => {
  it('lays out four teams as the circle method does', () => {
    expect(roundRobin([1, 2, 3, 4], { double: false })).toEqual([
      { round: 1, home: 4, away: 1 },
      { round: 1, home: 2, away: 3 },
      { round: 2, home: 2, away: 4 },
      { round: 2, home: 3, away: 1 },
      { round: 3, home: 4, away: 3 },
      { round: 3, home: 1, away: 2 },
    ]);
  });

  it.each(COUNTS)('plays n(n−1)/2 or n(n−1) matches over n−1 or n rounds per half, n = %i', (n) => {
    const single = roundRobin(ids(n), { double: false });
    const double = roundRobin(ids(n), { double: true });
    expect(single).toHaveLength((n * (n - 1)) / 2);
    expect(double).toHaveLength(n * (n - 1));
    const perHalf = n % 2 === 0 ? n - 1 : n;
    expect(roundsOf(single)).toBe(perHalf);
    expect(roundsOf(double)).toBe(2 * perHalf);
  });

  it.each(COUNTS)('meets every pair once, or twice with one home each, n = %i', (n) => {
    const single = new Map<string, number>();
    for (const { home, away } of roundRobin(ids(n), { double: false })) {
      single.set(pairKey(home, away), (single.get(pairKey(home, away)) ?? 0) + 1);
    }
    expect(single.size).toBe((n * (n - 1)) / 2);
    expect([...single.values()].every((count) => count === 1)).toBe(true);

    const homes = new Set(roundRobin(ids(n), { double: true }).map(({ home, away }) => `${home}>${away}`));
    for (const a of ids(n)) for (const b of ids(n)) if (a !== b) expect(homes.has(`${a}>${b}`)).toBe(true);
  });

  it.each(COUNTS)(
    'plays each team at most once a round; with an odd count each sits out once a half, n = %i',
    (n) => {
      const fixtures = roundRobin(ids(n), { double: true });
      const perHalf = roundsOf(fixtures) / 2;
      const byes = new Map<number, number[]>();
      for (let round = 1; round <= 2 * perHalf; round += 1) {
        const playing = fixtures.filter((f) => f.round === round).flatMap((f) => [f.home, f.away]);
        expect(new Set(playing).size).toBe(playing.length);
        for (const team of ids(n))
          if (!playing.includes(team)) byes.set(team, [...(byes.get(team) ?? []), round]);
      }
      if (n % 2 === 0) expect(byes.size).toBe(0);
      else {
        for (const team of ids(n)) {
          const rounds = byes.get(team) ?? [];
          expect(rounds).toHaveLength(2);
          expect(rounds.filter((round) => round <= perHalf)).toHaveLength(1);
        }
      }
    },
  );

  it.each(COUNTS)('never gives a team three home or three away games in a row, n = %i', (n) => {
    for (const double of [false, true]) {
      for (const [team, seq] of venues(roundRobin(ids(n), { double }))) {
        expect({ team, double, seq }).toEqual({ team, double, seq: expect.not.stringMatching(/HHH|AAA/) });
      }
    }
  });

  it.each(COUNTS.filter((n) => n > 2))('never replays a match in the next round, n = %i', (n) => {
    const fixtures = roundRobin(ids(n), { double: true });
    const keys = (round: number) =>
      fixtures.filter((f) => f.round === round).map((f) => pairKey(f.home, f.away));
    for (let round = 2; round <= roundsOf(fixtures); round += 1) {
      const previous = keys(round - 1);
      expect(keys(round).filter((key) => previous.includes(key))).toEqual([]);
    }
  });

  it('opens the second half with the first half’s second round mirrored, and ends it with the first', () => {
    const fixtures = roundRobin([1, 2, 3, 4], { double: true });
    const round = (r: number) => fixtures.filter((f) => f.round === r).map(({ home, away }) => [home, away]);
    const mirrored = (r: number) => round(r).map(([home, away]) => [away, home]);
    expect(round(4)).toEqual(mirrored(2));
    expect(round(5)).toEqual(mirrored(3));
    expect(round(6)).toEqual(mirrored(1));
  });

  it('has nothing to play for fewer than two teams, and rejects duplicate ids', () => {
    expect(roundRobin([], { double: true })).toEqual([]);
    expect(roundRobin([7], { double: false })).toEqual([]);
    expect(roundRobin([2, 1], { double: true })).toEqual([
      { round: 1, home: 1, away: 2 },
      { round: 2, home: 2, away: 1 },
    ]);
    expect(() => roundRobin([1, 2, 1], { double: false })).toThrow(RangeError);
  });
});

describe('schedule', () => {
  const london = { slots: ['10:00', '12:00'], venues: [7, 8], timeZone: 'Europe/London' };
  const dates = ['2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30', '2027-02-06'];

  it('puts round r on dates[r − 1], filling every venue at a slot before the next slot', () => {
    const result = schedule(roundRobin(ids(6), { double: false }), { ...london, dates });
    if (!result.ok) throw new Error(result.message);
    expect(result.matches).toHaveLength(15);
    expect(
      result.matches
        .slice(0, 3)
        .map(({ round, date, slot, venue, kickoff }) => ({ round, date, slot, venue, kickoff })),
    ).toEqual([
      { round: 1, date: '2027-01-09', slot: '10:00', venue: 7, kickoff: '2027-01-09T10:00:00.000Z' },
      { round: 1, date: '2027-01-09', slot: '10:00', venue: 8, kickoff: '2027-01-09T10:00:00.000Z' },
      { round: 1, date: '2027-01-09', slot: '12:00', venue: 7, kickoff: '2027-01-09T12:00:00.000Z' },
    ]);
    expect(result.matches.filter((m) => m.round === 5).every((m) => m.date === '2027-02-06')).toBe(true);
  });

  it('keeps a team that appears twice in a round out of the same slot', () => {
    const twice: Fixture[] = [
      { round: 1, home: 1, away: 2 },
      { round: 1, home: 1, away: 3 },
      { round: 1, home: 4, away: 5 },
    ];
    const result = schedule(twice, { ...london, dates: ['2027-01-09'] });
    expect(result.ok && result.matches.map((m) => `${m.slot}@${m.venue}`)).toEqual([
      '10:00@7',
      '12:00@7',
      '10:00@8',
    ]);
  });

  it('returns NOT_ENOUGH_DATES when there are more rounds than dates', () => {
    const result = schedule(roundRobin(ids(6), { double: false }), { ...london, dates: dates.slice(0, 4) });
    expect(result).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_DATES',
      message: expect.stringContaining('5 rounds'),
    });
  });

  it('returns NOT_ENOUGH_SLOTS when a round has more matches than slots × venues', () => {
    const fixtures = roundRobin(ids(10), { double: false }); // 5 matches a round
    const result = schedule(fixtures, {
      ...london,
      venues: [7, 8],
      dates: ids(9).map((_, i) => `2027-02-1${i}`),
    });
    expect(result).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_SLOTS',
      message: expect.stringContaining('2 slots × 2 venues'),
    });
    const noVenues = schedule(roundRobin(ids(6), { double: false }), { ...london, venues: [], dates });
    expect(noVenues.ok || noVenues.code).toBe('NOT_ENOUGH_SLOTS');
    expect(schedule([], { ...london, dates: [] })).toEqual({ ok: true, matches: [] });
  });

  it('throws on malformed dates, slots, orders and zones', () => {
    const one = roundRobin([1, 2], { double: false });
    expect(() => schedule(one, { ...london, dates: ['2027-02-30'] })).toThrow(RangeError);
    expect(() => schedule(one, { ...london, dates: ['9.1.2027'] })).toThrow(RangeError);
    expect(() => schedule(one, { ...london, dates: ['2027-01-16', '2027-01-09'] })).toThrow(RangeError);
    expect(() => schedule(one, { ...london, dates, slots: ['24:00'] })).toThrow(RangeError);
    expect(() => schedule(one, { ...london, dates, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('zonedToUtc', () => {
  it.each([
    ['Europe/London', '2027-03-27', '10:00', '2027-03-27T10:00:00.000Z'], // GMT, the day before the change
    ['Europe/London', '2027-03-28', '10:00', '2027-03-28T09:00:00.000Z'], // BST from 01:00 that day
    ['Europe/London', '2027-03-28', '01:30', '2027-03-28T01:30:00.000Z'], // skipped: read as 02:30 BST
    ['Europe/London', '2027-10-31', '01:30', '2027-10-31T00:30:00.000Z'], // repeated: the earlier, BST
    ['Europe/London', '2027-10-31', '10:00', '2027-10-31T10:00:00.000Z'],
    ['America/New_York', '2027-03-13', '10:00', '2027-03-13T15:00:00.000Z'],
    ['America/New_York', '2027-03-14', '10:00', '2027-03-14T14:00:00.000Z'],
    ['Australia/Sydney', '2027-04-04', '10:00', '2027-04-04T00:00:00.000Z'], // AEST after the April change
    ['Australia/Sydney', '2027-01-09', '10:00', '2027-01-08T23:00:00.000Z'], // AEDT, previous UTC day
    ['Asia/Kathmandu', '2027-06-01', '00:00', '2027-05-31T18:15:00.000Z'],
    ['UTC', '2027-06-01', '23:59', '2027-06-01T23:59:00.000Z'],
  ])('%s %s %s is %s', (zone, date, slot, expected) => {
    expect(zonedToUtc(date, slot, zone)).toBe(expected);
  });

  it('uses the zone for a whole DST schedule', () => {
    const result = schedule(roundRobin([1, 2, 3, 4], { double: false }), {
      dates: ['2027-03-21', '2027-03-28', '2027-04-04'],
      slots: ['10:00'],
      venues: [1, 2],
      timeZone: 'Europe/London',
    });
    expect(result.ok && [...new Set(result.matches.map((m) => m.kickoff))]).toEqual([
      '2027-03-21T10:00:00.000Z',
      '2027-03-28T09:00:00.000Z',
      '2027-04-04T09:00:00.000Z',
    ]);
  });
});
