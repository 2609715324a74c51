import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS, DEFAULT_TIE_BREAKERS, TIE_BREAKERS } from '@fieldhouse/contract';
import { computeStandings, type StandingsRow, type Team } from './standings.ts';

// m(home, homeGoals, awayGoals, away) reads like a score line.
const m = (home: number, hg: number, ag: number, away: number) => ({
  home,
  away,
  homeGoals: hg,
  awayGoals: ag,
});
const teams = (...names: string[]): Team[] => names.map((name, i) => ({ id: i + 1, name }));
/** [teamId, position, points, tied] per row, in table order. */
const brief = (rows: StandingsRow[]) => rows.map((row) => [row.teamId, row.position, row.points, row.tied]);
const order = (rows: StandingsRow[]) => rows.map((row) => row.teamId);
/** A full untied row at 3/1/0 from [teamId, position, won, drawn, lost, goalsFor, goalsAgainst]. */
type Line = [teamId: number, position: number, w: number, d: number, l: number, gf: number, ga: number];
const row = ([teamId, position, won, drawn, lost, goalsFor, goalsAgainst]: Line) => ({
  teamId,
  position,
  played: won + drawn + lost,
  won,
  drawn,
  lost,
  goalsFor,
  goalsAgainst,
  goalDifference: goalsFor - goalsAgainst,
  points: 3 * won + drawn,
  tied: false,
});

// UEFA's order up to overall goals for.
const UEFA = DEFAULT_TIE_BREAKERS.filter((breaker) => breaker !== 'wins' && breaker !== 'lots');

describe('computeStandings', () => {
  it('exports the breaker keys and UEFA-like defaults', () => {
    expect(TIE_BREAKERS).toHaveLength(9);
    expect(DEFAULT_POINTS).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(DEFAULT_TIE_BREAKERS.every((breaker) => TIE_BREAKERS.includes(breaker))).toBe(true);
  });

  // (a) Single round robin. 1 Ashford, 2 Bexley, 3 Croydon, 4 Dartford.
  //   1 2–0 2, 3 1–1 4, 1 3–1 3, 2 2–2 4, 4 0–1 1, 2 1–0 3
  //   Team      P W D L  GF GA  GD Pts
  //   Ashford   3 3 0 0   6  1  +5   9
  //   Bexley    3 1 1 1   3  4  −1   4
  //   Dartford  3 0 2 1   3  4  −1   2
  //   Croydon   3 0 1 2   2  5  −3   1
  const simple = [m(1, 2, 0, 2), m(3, 1, 1, 4), m(1, 3, 1, 3), m(2, 2, 2, 4), m(4, 0, 1, 1), m(2, 1, 0, 3)];
  const four = teams('Ashford', 'Bexley', 'Croydon', 'Dartford');

  it('(a) tallies a simple four-team round robin', () => {
    const { rows, needsLots } = computeStandings(four, simple);
    expect(rows).toEqual([
      row([1, 1, 3, 0, 0, 6, 1]),
      row([2, 2, 1, 1, 1, 3, 4]),
      row([4, 3, 0, 2, 1, 3, 4]),
      row([3, 4, 0, 1, 2, 2, 5]),
    ]);
    expect(needsLots).toEqual([]);
  });

  // (b) 1 A, 2 B, 3 C, 4 D. A, B and C beat each other in a cycle and all beat D.
  //   1 1–0 2, 2 1–0 3, 3 4–0 1, 1 9–0 4, 2 1–0 4, 3 1–0 4
  //   Team  Pts  GF GA  GD  | among A, B, C: Pts GF GA GD
  //   A      6   10  4  +6  |                 3   1  4 −3
  //   B      6    2  1  +1  |                 3   1  1  0
  //   C      6    5  1  +4  |                 3   4  1 +3
  //   D      0    0 11 −11
  //   Overall goal difference: A, C, B. Head-to-head goal difference: C, B, A.
  const cycle = [m(1, 1, 0, 2), m(2, 1, 0, 3), m(3, 4, 0, 1), m(1, 9, 0, 4), m(2, 1, 0, 4), m(3, 1, 0, 4)];
  const abcd = teams('A', 'B', 'C', 'D');

  it('(b) orders a three-way tie by overall goal difference when that comes first', () => {
    const { rows } = computeStandings(abcd, cycle, {
      tieBreakers: ['points', 'goal-difference', 'h2h-points'],
    });
    expect(brief(rows)).toEqual([
      [1, 1, 6, false],
      [3, 2, 6, false],
      [2, 3, 6, false],
      [4, 4, 0, false],
    ]);
  });

  it('(b) orders the same tie by head-to-head when that comes first', () => {
    const { rows } = computeStandings(abcd, cycle, { tieBreakers: UEFA });
    expect(order(rows)).toEqual([3, 2, 1, 4]);
    expect(rows.map((row) => row.goalDifference)).toEqual([4, 1, 6, -11]);
  });

  // (c) Double round robin. 1 A, 2 B, 3 C, 4 D.
  //   A–B 1–0, B–A 0–1 · C–A 1–0, A–C 1–0 · B–C 1–0, C–B 0–0
  //   A–D 0–0, D–A 1–0 · B–D 1–0, D–B 0–1 · C–D 3–0, D–C 0–2
  //   Team  W D L  GF GA GD Pts | among A, B, C: Pts GD GF | B v C only: Pts
  //   A     3 1 2   3  2 +1  10 |                 9  +2  3 |
  //   B     3 1 2   3  2 +1  10 |                 4  −1  1 |  4
  //   C     3 1 2   6  2 +4  10 |                 4  −1  1 |  1
  //   D     1 1 4   1  7 −6   4
  //   Points tie A, B, C; h2h points over the three put A first and leave B and C level on every
  //   three-team h2h figure. Re-applied to B and C alone, h2h points put B (a win and a draw) first.
  //   Carrying on with the three-team figures instead would reach goal difference: C before B.
  const double = [
    ...[m(1, 1, 0, 2), m(2, 0, 1, 1), m(3, 1, 0, 1), m(1, 1, 0, 3), m(2, 1, 0, 3), m(3, 0, 0, 2)],
    ...[m(1, 0, 0, 4), m(4, 1, 0, 1), m(2, 1, 0, 4), m(4, 0, 1, 2), m(3, 3, 0, 4), m(4, 0, 2, 3)],
  ];

  it('(c) re-applies head-to-head to the two teams still level after it split one off', () => {
    const { rows } = computeStandings(abcd, double, { tieBreakers: UEFA });
    expect(brief(rows)).toEqual([
      [1, 1, 10, false],
      [2, 2, 10, false],
      [3, 3, 10, false],
      [4, 4, 4, false],
    ]);
  });

  // A, B and C beat each other 1–0 in a cycle, so they are level on every head-to-head figure; D loses
  // 0–5 to A, 1–3 to B and 2–4 to C.
  //   Team  Pts  GF GA GD
  //   A      6    6  1 +5
  //   B      6    4  2 +2
  //   C      6    5  3 +2
  //   D      0    3 12 −9
  // Goal difference splits A off; head-to-head, re-applied to B and C alone, puts B (1–0 C) first,
  // where carrying on with goals for would put C first.
  const late = [m(1, 1, 0, 2), m(2, 1, 0, 3), m(3, 1, 0, 1), m(1, 5, 0, 4), m(2, 3, 1, 4), m(3, 4, 2, 4)];

  it('(c) re-applies head-to-head when a later breaker splits a group too', () => {
    expect(order(computeStandings(abcd, late, { tieBreakers: UEFA }).rows)).toEqual([1, 2, 3, 4]);
    expect(
      order(computeStandings(abcd, late, { tieBreakers: ['points', 'goal-difference', 'goals-for'] }).rows),
    ).toEqual([1, 3, 2, 4]);
  });

  it('(c) re-applies head-to-head even when it is the first breaker', () => {
    // Over all four teams head-to-head is the whole table: it splits off D, then A, then B from C.
    const { rows } = computeStandings(abcd, double, { tieBreakers: ['h2h-points', 'goal-difference'] });
    expect(order(rows)).toEqual([1, 2, 3, 4]);
  });

  // (d) 1 P, 2 Q, 3 R, 4 S. 2 3–0 1, 1 1–0 3, 1 1–0 4, 2 2–2 3, 2 2–2 4, 3 1–0 4
  //   Team  W D L  GF GA GD  3/1/0  2/1/0
  //   P     2 0 1   2  3 −1    6      4
  //   Q     1 2 0   7  4 +3    5      4
  //   R     1 1 1   3  3  0    4      3
  //   S     0 1 2   2  4 −2    1      1
  const pqrs = teams('P', 'Q', 'R', 'S');
  const custom = [m(2, 3, 0, 1), m(1, 1, 0, 3), m(1, 1, 0, 4), m(2, 2, 2, 3), m(2, 2, 2, 4), m(3, 1, 0, 4)];

  it('(d) counts custom points for a win, a draw and a loss', () => {
    const breakers = { tieBreakers: ['points', 'goal-difference'] } as const;
    expect(order(computeStandings(pqrs, custom, breakers).rows)).toEqual([1, 2, 3, 4]);
    const twoForAWin = computeStandings(pqrs, custom, { ...breakers, points: { win: 2, draw: 1, loss: 0 } });
    expect(brief(twoForAWin.rows)).toEqual([
      [2, 1, 4, false],
      [1, 2, 4, false],
      [3, 3, 3, false],
      [4, 4, 1, false],
    ]);
    const pointForALoss = computeStandings(pqrs, custom, {
      ...breakers,
      points: { win: 3, draw: 2, loss: 1 },
    });
    expect(order(pointForALoss.rows)).toEqual([2, 1, 3, 4]);
    expect(pointForALoss.rows.map((row) => row.points)).toEqual([7, 7, 6, 4]);
  });

  // (e) 1 E, 2 F, 3 G, 4 H. 1 1–1 2, 1 1–0 3, 2 1–0 3, 4 1–0 1, 4 1–0 2, 4 2–0 3
  //   H 9 pts; E and F both W1 D1 L1, GF 2 GA 2, 4 pts, and drew each other; G 0 pts.
  const efgh = teams('E', 'F', 'G', 'H');
  const level = [m(1, 1, 1, 2), m(1, 1, 0, 3), m(2, 1, 0, 3), m(4, 1, 0, 1), m(4, 1, 0, 2), m(4, 2, 0, 3)];

  it('(e) leaves a tie for lots, then resolves it by the recorded lots', () => {
    const open = computeStandings(efgh, level);
    expect(brief(open.rows)).toEqual([
      [4, 1, 9, false],
      [1, 2, 4, true],
      [2, 2, 4, true],
      [3, 4, 0, false],
    ]);
    expect(open.needsLots).toEqual([[1, 2]]);

    const drawn = computeStandings(efgh, level, { lots: { 2: 1, 1: 2 } });
    expect(brief(drawn.rows)).toEqual([
      [4, 1, 9, false],
      [2, 2, 4, false],
      [1, 3, 4, false],
      [3, 4, 0, false],
    ]);
    expect(drawn.needsLots).toEqual([]);
  });

  it('(e) asks for lots again while a tied team has none, and not when lots are no breaker', () => {
    expect(computeStandings(efgh, level, { lots: { 2: 1 } }).needsLots).toEqual([[1, 2]]);
    const noLots = computeStandings(efgh, level, { tieBreakers: UEFA });
    expect(noLots.needsLots).toEqual([]);
    expect(noLots.rows.filter((row) => row.tied).map((row) => row.position)).toEqual([2, 2]);
  });

  it('(f) lists teams without games with zeros', () => {
    const withNewcomer = [...four, { id: 5, name: 'Eltham' }];
    const { rows } = computeStandings(withNewcomer, simple);
    expect(rows.at(-1)).toEqual(row([5, 5, 0, 0, 0, 0, 0]));
  });

  it('(f) shares first place by name when nothing has been played', () => {
    const { rows, needsLots } = computeStandings(teams('Zeal', 'Ajax', 'Mole'), []);
    expect(brief(rows)).toEqual([
      [2, 1, 0, true],
      [3, 1, 0, true],
      [1, 1, 0, true],
    ]);
    expect(needsLots).toEqual([[2, 3, 1]]);
  });

  it('separates by wins and by fewest goals against', () => {
    // (d) at 2/1/0: P and Q are level on 4 points; P has two wins to Q's one, and conceded 3 to Q's 4.
    const twoForAWin = { win: 2, draw: 1, loss: 0 };
    const byWins = computeStandings(pqrs, custom, { points: twoForAWin, tieBreakers: ['points', 'wins'] });
    expect(order(byWins.rows)).toEqual([1, 2, 3, 4]);
    const byAgainst = ['points', 'fewest-goals-against'] as const;
    expect(
      order(computeStandings(pqrs, custom, { points: twoForAWin, tieBreakers: byAgainst }).rows),
    ).toEqual([1, 2, 3, 4]);
  });

  it('separates by goals for and by head-to-head goals', () => {
    // (b): among A, B and C, C scored 4, A 1 and B 1; A and B then go by their own match, A 1–0 B.
    const h2hGoals = computeStandings(abcd, cycle, { tieBreakers: ['points', 'h2h-goals', 'h2h-points'] });
    expect(order(h2hGoals.rows)).toEqual([3, 1, 2, 4]);
    // Overall goals for: A 10, C 5, B 2.
    const goalsFor = computeStandings(abcd, cycle, { tieBreakers: ['points', 'goals-for'] });
    expect(order(goalsFor.rows)).toEqual([1, 3, 2, 4]);
  });

  it('rejects results of teams outside the table and duplicate team ids', () => {
    expect(() => computeStandings(four, [m(1, 1, 0, 9)])).toThrow(RangeError);
    expect(() => computeStandings([...four, { id: 1, name: 'Again' }], [])).toThrow(RangeError);
  });
});
