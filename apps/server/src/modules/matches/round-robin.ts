/*
 * Round-robin fixtures (circle method) and their placement on dates, slots and venues. Pure: no I/O.
 */
import { fromLocalInput } from '@fieldhouse/contract';

export type Fixture = { round: number; home: number; away: number };

export type ScheduleOptions = {
  /** One per round, YYYY-MM-DD, ascending. */
  dates: readonly string[];
  /** Local kick-off times, HH:MM, in the order they are filled. */
  slots: readonly string[];
  venues: readonly number[];
  /** IANA zone the dates and slots are local to. */
  timeZone: string;
};

export type ScheduledFixture = Fixture & { date: string; slot: string; venue: number; kickoff: string };

export type ScheduleErrorCode = 'NOT_ENOUGH_DATES' | 'NOT_ENOUGH_SLOTS';

export type ScheduleResult =
  { ok: true; matches: ScheduledFixture[] } | { ok: false; code: ScheduleErrorCode; message: string };

type Pair = { home: number; away: number };

const mirror = (round: readonly Pair[]): Pair[] =>
  round.map(({ home, away }) => ({ home: away, away: home }));

/*
 * One half: the last team (or the bye, with an odd count) stays put and the rest rotate. The fixed
 * team is at home in even rounds, and the k-th rotating pair puts its leading team at home when k is
 * odd: with an even count that is the fewest possible runs of two home or away games (n − 2), and no
 * run of three (the tests check every count from 2 to 20).
 */
function singleRounds(teams: readonly number[]): Pair[][] {
  const circle: (number | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const size = circle.length;
  const spin = size - 1;
  const fixed = circle[spin] ?? null;
  const rounds: Pair[][] = [];
  for (let r = 0; r < spin; r += 1) {
    const pairs: [number | null, number | null][] = [];
    const rival = circle[r] ?? null;
    pairs.push(r % 2 === 0 ? [fixed, rival] : [rival, fixed]);
    for (let k = 1; k < size / 2; k += 1) {
      const lead = circle[(r + k) % spin] ?? null;
      const trail = circle[(r - k + spin) % spin] ?? null;
      pairs.push(k % 2 === 1 ? [lead, trail] : [trail, lead]);
    }
    // A pair with the bye is the round its team sits out.
    rounds.push(pairs.flatMap(([home, away]) => (home === null || away === null ? [] : [{ home, away }])));
  }
  return rounds;
}

/**
 * Every pair meets once (`double: false`) or twice, once at each home. The second half plays the
 * first half's rounds with home and away swapped, starting from its second round and ending with its
 * first: a plain mirror would put a third home (or away) game in a row at the seam for the teams
 * whose run of two opens or closes the first half, and starting with the last round would replay it
 * at once.
 */
export function roundRobin(teamIds: readonly number[], options: { double: boolean }): Fixture[] {
  if (new Set(teamIds).size !== teamIds.length) throw new RangeError('Team ids must be unique.');
  if (teamIds.length < 2) return [];
  const first = singleRounds(teamIds);
  const rounds = options.double
    ? [...first, ...first.map((_, i) => mirror(first[(i + 1) % first.length] ?? []))]
    : first;
  return rounds.flatMap((pairs, i) => pairs.map((pair) => ({ round: i + 1, ...pair })));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)$/;

function parseDate(date: string): [number, number, number] {
  const [, y, m, d] = DATE.exec(date) ?? [];
  const parsed = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (!y || parsed.toISOString().slice(0, 10) !== date) throw new RangeError(`Not a date: ${date}`);
  return [Number(y), Number(m), Number(d)];
}

function parseSlot(slot: string): [number, number] {
  const [, h, m] = SLOT.exec(slot) ?? [];
  if (!h || !m) throw new RangeError(`Not a time (HH:MM): ${slot}`);
  return [Number(h), Number(m)];
}

/**
 * The instant of a slot on a date in a zone, by the contract's one local-time-to-UTC rule: a time
 * repeated at the autumn change takes the earlier instant; a time skipped in spring moves forward
 * by the gap (as Temporal's 'compatible' does). Malformed dates or slots and unknown zones throw.
 */
export function zonedToUtc(date: string, slot: string, timeZone: string): string {
  parseDate(date);
  parseSlot(slot);
  const instant = fromLocalInput(`${date}T${slot}`, timeZone);
  if (instant === null) throw new RangeError(`Not a date and time: ${date}T${slot}`);
  return instant;
}

/**
 * Round r on dates[r − 1]; within a date each match takes the first free slot × venue place, slot by
 * slot, where neither of its teams already plays at that slot. Too few dates or places is a value
 * the caller shows to staff, not an exception; malformed dates, slots or zones throw.
 */
export function schedule(matches: readonly Fixture[], options: ScheduleOptions): ScheduleResult {
  const { dates, slots, venues, timeZone } = options;
  dates.forEach((date, i) => {
    parseDate(date);
    const previous = dates[i - 1];
    if (previous !== undefined && previous >= date) throw new RangeError('Dates must be ascending.');
  });
  slots.forEach(parseSlot);
  const lastRound = Math.max(0, ...matches.map((match) => match.round));
  if (lastRound > dates.length) {
    return {
      ok: false,
      code: 'NOT_ENOUGH_DATES',
      message: `The fixtures have ${lastRound} rounds but only ${dates.length} dates were given.`,
    };
  }
  const placed: ScheduledFixture[] = [];
  const taken = new Map<string, SlotUse>(); // by `${round}@${slot}`
  for (const match of matches) {
    const date = dates[match.round - 1];
    if (date === undefined) throw new RangeError(`Round ${match.round} is not a round number.`);
    const place = firstFreePlace(match, slots, venues, taken);
    if (!place) {
      return {
        ok: false,
        code: 'NOT_ENOUGH_SLOTS',
        message:
          `Round ${match.round} (${date}) needs more places than ${slots.length} slots × ` +
          `${venues.length} venues give.`,
      };
    }
    placed.push({ ...match, date, ...place, kickoff: zonedToUtc(date, place.slot, timeZone) });
  }
  return { ok: true, matches: placed };
}

type SlotUse = { venues: Set<number>; teams: Set<number> };

function firstFreePlace(
  match: Fixture,
  slots: readonly string[],
  venues: readonly number[],
  taken: Map<string, SlotUse>,
): { slot: string; venue: number } | null {
  for (const slot of slots) {
    const key = `${match.round}@${slot}`;
    const use = taken.get(key) ?? { venues: new Set<number>(), teams: new Set<number>() };
    if (use.teams.has(match.home) || use.teams.has(match.away)) continue;
    const venue = venues.find((v) => !use.venues.has(v));
    if (venue === undefined) continue;
    use.venues.add(venue);
    use.teams.add(match.home).add(match.away);
    taken.set(key, use);
    return { slot, venue };
  }
  return null;
}
