/*
 * League table from played results. Pure: no I/O.
 *
 * Tie-break rule: all teams start as one group at the first breaker. Breakers are tried in list order;
 * the first that gives the group's teams different values splits it into sub-groups (best first).
 * A sub-group of two or more then goes on from breaker min(F, i + 1), where i is the breaker that
 * split it and F the first `h2h-*` breaker in the list: when head-to-head has already been used,
 * it is applied again, recomputed over only the matches among the teams still level (UEFA). The
 * non-h2h breakers met again on the way were equal across the larger group, so they cannot split.
 * `lots` splits a group only when every team in it has a drawn lot. A group still level after the
 * last breaker shares a position (1, 1, 3 style) and is listed by name; when `lots` is a breaker
 * and one of its teams has no lot, the group is also reported in `needsLots`.
 */

import {
  DEFAULT_POINTS,
  DEFAULT_TIE_BREAKERS,
  type PointsSystem,
  type TieBreaker,
} from '@fieldhouse/contract';

export type Team = { id: number; name: string };

/** A played match; a walkover arrives as its awarded score. */
export type MatchResult = { home: number; away: number; homeGoals: number; awayGoals: number };

export type StandingsOptions = {
  points?: PointsSystem;
  tieBreakers?: readonly TieBreaker[];
  /** Drawn lots: team id → lot number; the lower lot ranks first. */
  lots?: Readonly<Record<number, number>>;
};

export type StandingsRow = {
  teamId: number;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  tied: boolean;
};

export type Standings = {
  rows: StandingsRow[];
  /** Groups of team ids that only a draw of lots can separate, in table order. */
  needsLots: number[][];
};

type Tally = Omit<StandingsRow, 'teamId' | 'position' | 'goalDifference' | 'tied'>;

type Context = {
  results: readonly MatchResult[];
  points: PointsSystem;
  breakers: readonly TieBreaker[];
  lots: Readonly<Record<number, number>>;
  overall: Map<number, Tally>;
  firstH2h: number;
};

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
});

function record(tally: Tally, scored: number, conceded: number, points: PointsSystem): void {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  if (scored > conceded) {
    tally.won += 1;
    tally.points += points.win;
  } else if (scored < conceded) {
    tally.lost += 1;
    tally.points += points.loss;
  } else {
    tally.drawn += 1;
    tally.points += points.draw;
  }
}

/** Figures of `ids` counting only the matches played between two of them. */
function tally(ids: readonly number[], results: readonly MatchResult[], points: PointsSystem) {
  const table = new Map(ids.map((id) => [id, emptyTally()]));
  for (const result of results) {
    const home = table.get(result.home);
    const away = table.get(result.away);
    if (!home || !away) continue;
    record(home, result.homeGoals, result.awayGoals, points);
    record(away, result.awayGoals, result.homeGoals, points);
  }
  return table;
}

function entry(table: Map<number, Tally>, id: number): Tally {
  const found = table.get(id);
  if (!found) throw new RangeError(`Team ${id} is not in the table.`);
  return found;
}

/** A score per team for one breaker, higher ranks first; null when the breaker cannot apply. */
function scorer(
  breaker: TieBreaker,
  group: readonly number[],
  ctx: Context,
): ((id: number) => number) | null {
  const overall = (id: number) => entry(ctx.overall, id);
  switch (breaker) {
    case 'points':
      return (id) => overall(id).points;
    case 'goal-difference':
      return (id) => overall(id).goalsFor - overall(id).goalsAgainst;
    case 'goals-for':
      return (id) => overall(id).goalsFor;
    case 'wins':
      return (id) => overall(id).won;
    case 'fewest-goals-against':
      return (id) => -overall(id).goalsAgainst;
    case 'lots': {
      const lots = ctx.lots;
      if (group.some((id) => lots[id] === undefined)) return null;
      return (id) => -(lots[id] ?? 0);
    }
    case 'h2h-points':
    case 'h2h-goal-difference':
    case 'h2h-goals': {
      const h2h = tally(group, ctx.results, ctx.points);
      if (breaker === 'h2h-points') return (id) => entry(h2h, id).points;
      if (breaker === 'h2h-goals') return (id) => entry(h2h, id).goalsFor;
      return (id) => entry(h2h, id).goalsFor - entry(h2h, id).goalsAgainst;
    }
  }
}

function partition(group: readonly number[], breaker: TieBreaker, ctx: Context): number[][] {
  const score = scorer(breaker, group, ctx);
  if (!score) return [[...group]];
  const sorted = group.map((id) => ({ id, value: score(id) })).sort((a, b) => b.value - a.value);
  const parts: number[][] = [];
  let last: number | undefined;
  for (const { id, value } of sorted) {
    const current = parts.at(-1);
    if (current && value === last) current.push(id);
    else parts.push([id]);
    last = value;
  }
  return parts;
}

/** Splits a level group into ordered groups, starting at breaker `from` (see the rule above). */
function rank(group: number[], from: number, ctx: Context): number[][] {
  if (group.length < 2) return [group];
  for (let i = from; i < ctx.breakers.length; i += 1) {
    const breaker = ctx.breakers[i];
    if (breaker === undefined) break;
    const parts = partition(group, breaker, ctx);
    if (parts.length > 1) {
      const next = Math.min(ctx.firstH2h, i + 1);
      return parts.flatMap((part) => rank(part, next, ctx));
    }
  }
  return [group];
}

export function computeStandings(
  teams: readonly Team[],
  results: readonly MatchResult[],
  options: StandingsOptions = {},
): Standings {
  const ids = teams.map((team) => team.id);
  if (new Set(ids).size !== ids.length) throw new RangeError('Team ids must be unique.');
  for (const result of results) {
    // A result for a team outside the table means the caller passed the wrong competition.
    if (!ids.includes(result.home) || !ids.includes(result.away)) {
      throw new RangeError(`Result ${result.home}–${result.away} involves a team not in the table.`);
    }
  }
  const scoring = options.points ?? DEFAULT_POINTS;
  const breakers = options.tieBreakers ?? DEFAULT_TIE_BREAKERS;
  const firstH2h = breakers.findIndex((breaker) => breaker.startsWith('h2h-'));
  const ctx: Context = {
    results,
    points: scoring,
    breakers,
    lots: options.lots ?? {},
    overall: tally(ids, results, scoring),
    firstH2h: firstH2h === -1 ? Infinity : firstH2h,
  };
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const byName = (a: number, b: number) =>
    (names.get(a) ?? '').localeCompare(names.get(b) ?? '', 'en') || a - b;

  const rows: StandingsRow[] = [];
  const needsLots: number[][] = [];
  for (const group of rank(ids, 0, ctx)) {
    const position = rows.length + 1;
    const tied = group.length > 1;
    const ordered = [...group].sort(byName);
    if (tied && breakers.includes('lots') && group.some((id) => ctx.lots[id] === undefined)) {
      needsLots.push(ordered);
    }
    for (const teamId of ordered) {
      const { played, won, drawn, lost, goalsFor, goalsAgainst, points } = entry(ctx.overall, teamId);
      const goalDifference = goalsFor - goalsAgainst;
      rows.push({
        teamId,
        position,
        played,
        won,
        drawn,
        lost,
        goalsFor,
        goalsAgainst,
        goalDifference,
        points,
        tied,
      });
    }
  }
  return { rows, needsLots };
}
