/*
 * The round-robin generator's arithmetic, before anything is asked of the server: the dates of a
 * series, the lists the form keeps, and how many rounds and places the entrants need.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A kick-off time written HH:MM on a 24-hour clock. */
export const isSlot = (value: string): boolean => SLOT.test(value);

/**
 * `count` days from `start`, `every` days apart ("2030-04-06", 7, 3 → the 6th, 13th and 20th).
 * Counted on the calendar, not in hours, so a change of the clocks never shifts a day. Empty for
 * a start that is not a day or a step or count below one.
 */
export function seriesOfDays(start: string, every: number, count: number): string[] {
  if (!isDay(start) || !Number.isInteger(every) || every < 1 || !Number.isInteger(count) || count < 1)
    return [];
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * every * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Two lists as one, each entry once, in order (days and HH:MM times both sort as text). */
export function merged(list: readonly string[], more: readonly string[]): string[] {
  return [...new Set([...list, ...more])].sort();
}

/** The rounds a round-robin of `teams` needs: one fewer than the teams (one more sits out when odd), twice over for home and away. */
export function roundsFor(teams: number, double: boolean): number {
  if (teams < 2) return 0;
  const single = teams % 2 === 0 ? teams - 1 : teams;
  return double ? single * 2 : single;
}

/** The matches of a full round: every team but the one sitting out plays once. */
export const matchesPerRound = (teams: number): number => Math.floor(teams / 2);
