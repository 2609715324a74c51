import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition, FixturePreview, Match, MyFixture, StandingsRow } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import { athlete, makeEvent, makeParent, notificationKinds, unique, yearsAgo } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '20');

/** A tournament with one-off entrants named after the letters given. */
async function tournament(names: string[], token = boss.token, fields = {}) {
  const event = await makeEvent(t, { token }, { kind: 'tournament', ...fields });
  for (const name of names) {
    const res = await call('POST', `events/${event.id}/entrants`, { name }, token);
    expect(res.statusCode, res.body).toBe(200);
  }
  const comp = (await call('GET', `events/${event.id}/competition`, undefined, token)).json<Competition>();
  const id = Object.fromEntries(comp.entrants.map((e) => [e.name, e.id]));
  return { event, id };
}

const days = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `2027-0${4 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}`,
  );

async function match(eventId: number, homeId: number, awayId: number, round = 1) {
  const res = await call('POST', `events/${eventId}/matches`, {
    homeId,
    awayId,
    round,
    venueId: null,
    kickoffAt: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ match: Match }>().match;
}
const score = (matchId: number, homeGoals: number, awayGoals: number, token = boss.token) =>
  call('POST', `matches/${matchId}/score`, { result: 'played', homeGoals, awayGoals }, token);
const table = async (eventId: number) =>
  (await call('GET', `events/${eventId}/competition`)).json<Competition>().standings;
const line = (r: StandingsRow) =>
  `${r.position} ${r.name} ${r.played} ${r.won}-${r.drawn}-${r.lost} ${r.goalsFor}:${r.goalsAgainst} ${r.points}`;

describe('a tournament', () => {
  it('has matches only when it is a tournament, and takes each entrant once', async () => {
    const camp = await makeEvent(t, boss, { kind: 'camp' });
    expect((await call('GET', `events/${camp.id}/competition`)).json()).toMatchObject({
      code: 'INVALID_STATE',
    });
    const { event } = await tournament(['Ashby']);
    const team = await master.team();
    expect((await call('POST', `events/${event.id}/entrants`, { teamId: team.id })).statusCode).toBe(200);
    expect((await call('POST', `events/${event.id}/entrants`, { teamId: team.id })).json()).toMatchObject({
      fieldCodes: { teamId: 'ENTRANT_TAKEN' },
    });
    expect((await call('POST', `events/${event.id}/entrants`, { name: 'ashby' })).json()).toMatchObject({
      fieldCodes: { name: 'ENTRANT_TAKEN' },
    });
    const comp = (await call('GET', `events/${event.id}/competition`)).json<Competition>();
    expect(comp.entrants.map((e) => [e.name, e.teamId])).toEqual(
      [
        ['Ashby', null],
        [team.name, team.id],
      ].sort(),
    );
    expect(comp.settings).toEqual({
      points: { win: 3, draw: 1, loss: 0 },
      tieBreakers: [
        'points',
        'h2h-points',
        'h2h-goal-difference',
        'h2h-goals',
        'goal-difference',
        'goals-for',
        'wins',
        'lots',
      ],
    });
  });

  it('previews a double round-robin of eight, then saves it once even when saved twice at once', async () => {
    const { event } = await tournament(
      ['Ayr', 'Bath', 'Cork', 'Deal', 'Elgin', 'Filey', 'Goole', 'Hove'],
      boss.token,
      {
        timeZone: 'Europe/London',
      },
    );
    const pitch = await t.api(
      'POST',
      'master/venues',
      { name: unique('Pitch'), address: '3 Field Lane, Testville', capacity: 50 },
      { token: boss.token },
    );
    const venueIds = [master.venue.id, pitch.json<{ entry: { id: number } }>().entry.id];
    const request = { double: true, dates: days(14), slots: ['10:00', '12:00'], venueIds };
    const tooFew = await call('POST', `events/${event.id}/fixtures/preview`, { ...request, dates: days(13) });
    expect(tooFew.json()).toMatchObject({ fieldCodes: { dates: 'FIXTURE_DATES_TOO_FEW' } });
    const preview = (await call('POST', `events/${event.id}/fixtures/preview`, request)).json<{
      matches: FixturePreview[];
    }>();
    expect(preview.matches).toHaveLength(56);
    expect(new Set(preview.matches.map((m) => m.round)).size).toBe(14);
    const pairs = new Map<string, number>();
    for (const m of preview.matches)
      pairs.set(`${m.home.name}${m.away.name}`, (pairs.get(`${m.home.name}${m.away.name}`) ?? 0) + 1);
    expect(pairs.size).toBe(56); // each pair twice, once at home each
    // Round 1 on 1 April 2027, 10:00 in London (summer time): 09:00 UTC.
    expect(preview.matches.filter((m) => m.round === 1).map((m) => m.kickoffAt)).toContain(
      '2027-04-01T09:00:00.000Z',
    );
    expect((await call('GET', `events/${event.id}/competition`)).json<Competition>().matches).toEqual([]);

    const [a, b] = await Promise.all([
      call('POST', `events/${event.id}/fixtures`, request),
      call('POST', `events/${event.id}/fixtures`, request),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toMatchObject({ code: 'FIXTURES_EXIST' });
    expect((await call('GET', `events/${event.id}/competition`)).json<Competition>().matches).toHaveLength(
      56,
    );
  });

  it('computes the table from results, with corrections logged and walkovers counted', async () => {
    const { event, id } = await tournament(['Ashby', 'Bexley', 'Crewe', 'Derby']);
    const ab = await match(event.id, id.Ashby!, id.Bexley!);
    const cd = await match(event.id, id.Crewe!, id.Derby!);
    const ac = await match(event.id, id.Ashby!, id.Crewe!, 2);
    const bd = await match(event.id, id.Bexley!, id.Derby!, 2);
    const ad = await match(event.id, id.Ashby!, id.Derby!, 3);
    await match(event.id, id.Bexley!, id.Crewe!, 3); // not played yet
    await score(ab.id, 1, 0);
    await score(cd.id, 2, 2);
    await score(ac.id, 0, 3);
    await score(bd.id, 0, 1);
    await score(bd.id, 2, 1); // corrected
    const walkover = await call('POST', `matches/${ad.id}/score`, {
      result: 'walkover',
      winner: 'away',
      note: 'Ashby did not travel',
    });
    expect(walkover.json()).toMatchObject({ match: { status: 'walkover', homeGoals: 0, awayGoals: 3 } });
    // Worked by hand:                    P W-D-L  F:A  Pts
    //   Crewe  2-2 D, 3-0 A              2 1-1-0  5:2   4
    //   Derby  2-2 C, 1-2 B, 3-0 w/o A   3 1-1-1  6:4   4
    //   Ashby  1-0 B, 0-3 C, 0-3 w/o D   3 1-0-2  1:6   3
    //   Bexley 0-1 A, 2-1 D              2 1-0-1  2:2   3
    // Crewe and Derby level on 4: their match was 2-2, so head-to-head cannot split them; goal
    // difference (+3 v +2) puts Crewe first. Bexley and Ashby on 3: Ashby beat Bexley.
    expect((await table(event.id)).map(line)).toEqual([
      '1 Crewe 2 1-1-0 5:2 4',
      '2 Derby 3 1-1-1 6:4 4',
      '3 Ashby 3 1-0-2 1:6 3',
      '4 Bexley 2 1-0-1 2:2 3',
    ]);
    const log = (await call('GET', `matches/${bd.id}/log`)).json<{
      items: { before: string | null; after: string }[];
    }>();
    expect(log.items.map((i) => [i.before, i.after])).toEqual([
      [null, '0–1'],
      ['0–1', '2–1'],
    ]);

    // Two points for a win, and goal difference before head-to-head: Ashby (−5) falls below Bexley (0).
    const changed = await call('PUT', `events/${event.id}/competition/settings`, {
      points: { win: 2, draw: 1, loss: 0 },
      tieBreakers: ['points', 'goal-difference', 'h2h-points'],
    });
    expect(changed.json<Competition>().standings.map(line)).toEqual([
      '1 Crewe 2 1-1-0 5:2 3',
      '2 Derby 3 1-1-1 6:4 3',
      '3 Bexley 2 1-0-1 2:2 2',
      '4 Ashby 3 1-0-2 1:6 2',
    ]);
    const repeated = await call('PUT', `events/${event.id}/competition/settings`, {
      points: { win: 3, draw: 1, loss: 0 },
      tieBreakers: ['points', 'points'],
    });
    expect(repeated.json()).toMatchObject({ fieldCodes: { tieBreakers: 'TIE_BREAKERS_REPEATED' } });
  });

  it('asks for lots when nothing else separates, and ranks by them once drawn', async () => {
    const { event, id } = await tournament(['Ely', 'Fife']);
    const m = await match(event.id, id.Ely!, id.Fife!);
    await score(m.id, 1, 1);
    const level = (await call('GET', `events/${event.id}/competition`)).json<Competition>();
    expect(level.needsLots).toEqual([[id.Ely, id.Fife]]);
    expect(level.standings.map((r) => r.position)).toEqual([1, 1]);
    const drawn = await call('PUT', `events/${event.id}/lots`, { lots: { [id.Fife!]: 1, [id.Ely!]: 2 } });
    expect(drawn.json<Competition>().standings.map((r) => [r.position, r.name])).toEqual([
      [1, 'Fife'],
      [2, 'Ely'],
    ]);
  });
});

describe('players, coaches and parents', () => {
  it("tells a team's players and their parents of a move and a result, and lists it under My fixtures", async () => {
    const coach = await person(t, 'coach');
    const [mine, theirs] = await Promise.all([master.team([coach.publicId]), master.team()]);
    const child = await athlete(t, { sportId: master.sport.id });
    const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
    await makeParent(t, parent.userId, child.userId);
    const userName = (
      await t.db
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', child.userId)
        .executeTakeFirstOrThrow()
    ).user_name;
    const added = await call('POST', `master/teams/${mine.id}/players`, { userName });
    expect(added.json()).toMatchObject({ items: [{ subscriberID: child.publicId }] });
    const staff = await call('POST', `master/teams/${mine.id}/players`, { userName: 'admin' });
    expect(staff.json()).toMatchObject({ fieldCodes: { userName: 'PLAYER_NOT_SUBSCRIBER' } });

    const event = await makeEvent(t, boss, { kind: 'tournament', teamIds: [mine.id], title: unique('Cup') });
    await call('POST', `events/${event.id}/entrants`, { teamId: mine.id });
    await call('POST', `events/${event.id}/entrants`, { teamId: theirs.id });
    const comp = (await call('GET', `events/${event.id}/competition`)).json<Competition>();
    const [home, away] = comp.entrants.map((e) => e.id);
    const fixture = await match(event.id, home!, away!);

    // Moved to a day already past, so its score is taken without asking (see score-before-kickoff.test.ts).
    const moved = await call('PATCH', `matches/${fixture.id}`, {
      kickoffAt: '2026-06-13T09:00:00Z',
      venueId: master.venue.id,
    });
    expect(moved.json()).toMatchObject({
      match: { kickoffAt: '2026-06-13T09:00:00.000Z', venue: { id: master.venue.id } },
    });
    for (const who of [child, parent])
      expect((await notificationKinds(t, who.userId))[0]).toBe('fixture-moved');
    const notice = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', child.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.message).toContain('Sat, 13 Jun 2026, 10:00'); // London summer time

    // The coach of a side enters the score from their phone; another coach cannot reach it.
    expect((await score(fixture.id, 2, 0, coach.token)).statusCode).toBe(200);
    const stranger = await person(t, 'coach');
    expect((await score(fixture.id, 0, 0, stranger.token)).statusCode).toBe(404);
    for (const who of [child, parent])
      expect((await notificationKinds(t, who.userId))[0]).toBe('result-entered');

    const fixtures = (await t.api('GET', 'my/fixtures', undefined, { token: parent.token })).json<{
      items: MyFixture[];
    }>();
    expect(fixtures.items).toEqual([
      expect.objectContaining({
        id: fixture.id,
        eventTitle: event.title,
        homeGoals: 2,
        awayGoals: 0,
        players: [expect.stringMatching(/^Test subscriber/)],
      }),
    ]);
    expect((await call('DELETE', `master/teams/${mine.id}/players/${child.publicId}`)).json()).toMatchObject({
      items: [],
    });
    expect((await t.api('GET', 'my/fixtures', undefined, { token: parent.token })).json()).toMatchObject({
      items: [],
    });
  });
});
