import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clash, Competition, EventEntry, Match } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { athlete, makeEvent, masterData, registered, unique } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/* The coach's rule (coach-scope.ts) on every call of the events and matches areas. */

let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;
let master: Awaited<ReturnType<typeof masterData>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  boss = await person(t, 'superAdmin');
  master = await masterData(t, boss);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, token = boss.token) =>
  t.api(method, url, body, { token, headers: { menuID: '20' } });
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

const TABLES = [
  'events',
  'event_teams',
  'event_entrants',
  'event_registrations',
  'competitions',
  'matches',
  'match_scores',
  'notifications',
  'sms_outbox',
  'audit_log',
] as const;

/** Every row a refused call could have changed. */
async function everything() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = await t.db.selectFrom(table).selectAll().orderBy(sql.raw('1, 2')).execute();
  }
  return out;
}

/**
 * A coach of one team, the coach of another, and a third team; a tournament of boss's with the
 * three entered, and (`forMine`) the coach's team as the event's own team too, as the event form
 * sets it — the way a coach reached every match of it before.
 */
async function cup({ forMine = false } = {}) {
  const [coach, rival] = await Promise.all([person(t, 'coach'), person(t, 'coach')]);
  const [mine, theirs, third] = await Promise.all([
    master.team([coach.publicId]),
    master.team([rival.publicId]),
    master.team(),
  ]);
  const event = await makeEvent(t, boss, {
    kind: 'tournament',
    title: unique('Cup'),
    teamIds: forMine ? [mine.id] : [],
  });
  for (const team of [mine, theirs, third]) {
    const res = await call('POST', `events/${event.id}/entrants`, { teamId: team.id });
    expect(res.statusCode, res.body).toBe(200);
  }
  const comp = (await call('GET', `events/${event.id}/competition`)).json<Competition>();
  const entrant = (teamId: number) => comp.entrants.find((e) => e.teamId === teamId)!.id;
  const add = async (home: number, away: number) =>
    (
      await call('POST', `events/${event.id}/matches`, {
        homeId: entrant(home),
        awayId: entrant(away),
        round: 1,
        venueId: null,
        kickoffAt: null,
      })
    ).json<{ match: Match }>().match;
  const own = await add(mine.id, theirs.id);
  const others = await add(theirs.id, third.id);
  return { coach, rival, mine, theirs, third, event, own, others, entrant };
}

describe('a coach whose team is entered in a tournament', () => {
  it('sees it and scores their own team’s match', async () => {
    const { coach, event, own, entrant, mine } = await cup();
    const list = (await call('GET', 'events?kind=tournament&limit=200', undefined, coach.token)).json<{
      items: EventEntry[];
    }>();
    expect(list.items.map((e) => e.id)).toContain(event.id);
    const one = await call('GET', `events/${event.id}`, undefined, coach.token);
    expect(one.json()).toMatchObject({
      event: { id: event.id },
      may: { change: false, registrations: false },
    });
    const comp = (
      await call('GET', `events/${event.id}/competition`, undefined, coach.token)
    ).json<Competition>();
    expect(comp.may).toEqual({ manage: false, entrantIds: [entrant(mine.id)] });
    const scored = await call(
      'POST',
      `matches/${own.id}/score`,
      { result: 'played', homeGoals: 2, awayGoals: 1 },
      coach.token,
    );
    expect(scored.json()).toMatchObject({ match: { status: 'played', homeGoals: 2, awayGoals: 1 } });
    const moved = await call('PATCH', `matches/${own.id}`, { status: 'postponed' }, coach.token);
    expect(moved.statusCode).toBe(409); // it has a result now: corrected, never moved
  });

  it('may not score, move or add a match between two other teams, and nothing changes', async () => {
    const { coach, event, others, entrant, theirs, third } = await cup({ forMine: true });
    const before = await everything();
    const refused = [
      await call(
        'POST',
        `matches/${others.id}/score`,
        { result: 'played', homeGoals: 5, awayGoals: 0 },
        coach.token,
      ),
      await call('POST', `matches/${others.id}/score`, { result: 'walkover', winner: 'home' }, coach.token),
      await call(
        'PATCH',
        `matches/${others.id}`,
        { kickoffAt: at(30), venueId: master.venue.id },
        coach.token,
      ),
      await call('PATCH', `matches/${others.id}`, { status: 'cancelled' }, coach.token),
      await call(
        'POST',
        `events/${event.id}/matches`,
        { homeId: entrant(third.id), awayId: entrant(theirs.id), round: 2, venueId: null, kickoffAt: null },
        coach.token,
      ),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await everything()).toEqual(before);
  });

  it('enters only a team they coach, and takes out only theirs', async () => {
    const { coach, rival, event, entrant, theirs } = await cup({ forMine: true });
    const [rivalsOther, unCoached] = await Promise.all([master.team([rival.publicId]), master.team()]);
    const before = await everything();
    const refused = [
      await call('POST', `events/${event.id}/entrants`, { teamId: rivalsOther.id }, coach.token),
      await call('POST', `events/${event.id}/entrants`, { teamId: unCoached.id }, coach.token),
      await call('POST', `events/${event.id}/entrants`, { name: 'Visitors' }, coach.token),
      await call('DELETE', `events/${event.id}/entrants/${entrant(theirs.id)}`, undefined, coach.token),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await everything()).toEqual(before);

    const second = await master.team([coach.publicId]);
    const entered = await call('POST', `events/${event.id}/entrants`, { teamId: second.id }, coach.token);
    expect(entered.json<Competition>().entrants.map((e) => e.teamId)).toContain(second.id);
    const added = entered.json<Competition>().entrants.find((e) => e.teamId === second.id)!;
    expect(
      (await call('DELETE', `events/${event.id}/entrants/${added.id}`, undefined, coach.token)).statusCode,
    ).toBe(200);
  });

  it('may not change the settings, draw lots or make fixtures of a tournament not wholly theirs', async () => {
    const { coach, event, entrant, mine } = await cup({ forMine: true });
    const request = {
      double: false,
      // Days already past: their results are taken without asking to confirm an early one.
      dates: ['2026-05-01', '2026-05-02', '2026-05-03'],
      slots: ['10:00'],
      venueIds: [master.venue.id],
    };
    const before = await everything();
    const refused = [
      await call(
        'PUT',
        `events/${event.id}/competition/settings`,
        { points: { win: 9, draw: 0, loss: 0 }, tieBreakers: ['points'] },
        coach.token,
      ),
      await call('PUT', `events/${event.id}/lots`, { lots: { [entrant(mine.id)]: 1 } }, coach.token),
      await call('POST', `events/${event.id}/fixtures/preview`, request, coach.token),
      await call('POST', `events/${event.id}/fixtures`, request, coach.token),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await everything()).toEqual(before);
  });

  it('may not see or export its registrations, nor mark them', async () => {
    const { coach, event } = await cup();
    const a = await athlete(t, { sportId: null });
    const reg = await registered(t, a, event.id, a.publicId);
    const before = await everything();
    for (const res of [
      await call('GET', `events/${event.id}/registrations`, undefined, coach.token),
      await call('GET', `events/${event.id}/registrations.csv`, undefined, coach.token),
      await call('POST', `events/${event.id}/registrations/${reg.id}`, { status: 'cancelled' }, coach.token),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await everything()).toEqual(before);
  });

  it('stays out of a tournament none of their teams plays in', async () => {
    const { event, own } = await cup();
    const stranger = await person(t, 'coach');
    for (const url of [`events/${event.id}`, `events/${event.id}/competition`, `matches/${own.id}/log`])
      expect((await call('GET', url, undefined, stranger.token)).statusCode).toBe(404);
    const scored = await call(
      'POST',
      `matches/${own.id}/score`,
      { result: 'played', homeGoals: 1, awayGoals: 1 },
      stranger.token,
    );
    expect(scored.statusCode).toBe(404);
  });
});

describe('a coach and an event', () => {
  it('may not open, close or cancel an event that is not wholly theirs, nor drop the other team from it', async () => {
    const coach = await person(t, 'coach');
    const [mine, theirs] = await Promise.all([
      master.team([coach.publicId]),
      master.team([(await person(t, 'coach')).publicId]),
    ]);
    const shared = await makeEvent(t, boss, { teamIds: [mine.id, theirs.id] });
    const before = await everything();
    const refused = [
      await call(
        'POST',
        `events/${shared.id}/status`,
        { status: 'cancelled', reason: 'Not mine to cancel' },
        coach.token,
      ),
      await call('POST', `events/${shared.id}/status`, { status: 'closed' }, coach.token),
      await call('PUT', `events/${shared.id}`, { ...inputOf(shared), teamIds: [mine.id] }, coach.token),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await everything()).toEqual(before);

    // They see it, and the console offers them no change to it.
    const seen = await call('GET', `events/${shared.id}`, undefined, coach.token);
    expect(seen.json()).toMatchObject({ may: { change: false, registrations: true } });
    const own = await makeEvent(t, boss, { teamIds: [mine.id] });
    const closed = await call('POST', `events/${own.id}/status`, { status: 'closed' }, coach.token);
    expect(closed.json()).toMatchObject({
      event: { status: 'closed' },
      may: { change: true, registrations: true },
    });
  });

  it('runs a tournament wholly theirs, but scores only their own team’s matches in it', async () => {
    const coach = await person(t, 'coach');
    const mine = await master.team([coach.publicId]);
    const event = await makeEvent(t, boss, { kind: 'tournament', teamIds: [mine.id] });
    for (const body of [{ teamId: mine.id }, { name: 'Visitors' }, { name: 'Guests' }])
      expect((await call('POST', `events/${event.id}/entrants`, body, coach.token)).statusCode).toBe(200);
    const settings = await call(
      'PUT',
      `events/${event.id}/competition/settings`,
      { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: ['points'] },
      coach.token,
    );
    expect(settings.json<Competition>().may).toMatchObject({ manage: true });
    const request = {
      double: false,
      // Days already past: their results are taken without asking to confirm an early one.
      dates: ['2026-05-01', '2026-05-02', '2026-05-03'],
      slots: ['10:00'],
      venueIds: [master.venue.id],
    };
    const made = (
      await call('POST', `events/${event.id}/fixtures`, request, coach.token)
    ).json<Competition>();
    expect(made.may.entrantIds).toEqual(made.entrants.filter((e) => e.teamId === mine.id).map((e) => e.id));
    const result = { result: 'played', homeGoals: 0, awayGoals: 0 };
    const theirs = made.matches.find((m) => [m.home.name, m.away.name].includes(mine.name))!;
    expect((await call('POST', `matches/${theirs.id}/score`, result, coach.token)).statusCode).toBe(200);
    // Two visiting sides' match is for staff, even here.
    const visitors = made.matches.find((m) => ![m.home.name, m.away.name].includes(mine.name))!;
    const before = await everything();
    const refused = await call('POST', `matches/${visitors.id}/score`, result, coach.token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await everything()).toEqual(before);
    // A one-off name they entered, they may take out again (it has matches now: 409, not 403).
    const guests = made.entrants.find((e) => e.name === 'Guests')!;
    const out = await call('DELETE', `events/${event.id}/entrants/${guests.id}`, undefined, coach.token);
    expect(out.json()).toMatchObject({ code: 'IN_USE' });
  });
});

describe('a clash check for a coach', () => {
  it('says another team’s event is on, but neither what nor when; their own shows in full', async () => {
    const coach = await person(t, 'coach');
    const [mine, theirs] = await Promise.all([master.team([coach.publicId]), master.team()]);
    const venue = (
      await call('POST', 'master/venues', {
        name: unique('Hall'),
        address: '2 Test Road, Testville',
        capacity: 40,
      })
    ).json<{ entry: { id: number } }>().entry.id;
    const other = await makeEvent(t, boss, {
      venueId: venue,
      teamIds: [theirs.id],
      startsAt: at(300),
      endsAt: at(303),
    });
    const own = await makeEvent(t, boss, {
      venueId: venue,
      teamIds: [mine.id],
      startsAt: at(301),
      endsAt: at(302),
    });
    const q = `startsAt=${at(299)}&endsAt=${at(304)}&venueId=${venue}&teamIds=${mine.id},${theirs.id}`;
    const items = (await call('GET', `events/clashes?${q}`, undefined, coach.token)).json<{
      items: Clash[];
    }>().items;
    expect(items).toContainEqual({
      id: other.id,
      on: 'venue',
      what: expect.any(String),
      title: '',
      startsAt: null,
      endsAt: null,
      visible: false,
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        id: own.id,
        on: 'venue',
        title: own.title,
        startsAt: own.startsAt,
        visible: true,
      }),
    );
    // Another team's diary is not theirs to probe: only their own team is asked after.
    expect(items.filter((c) => c.on === 'team').map((c) => c.id)).toEqual([own.id]);
    // Staff see it all.
    const all = (await call('GET', `events/clashes?${q}`)).json<{ items: Clash[] }>().items;
    expect(all).toContainEqual(
      expect.objectContaining({ id: other.id, title: other.title, startsAt: other.startsAt }),
    );
  });
});

/** The body a PUT takes, from an event as the API shows it. */
function inputOf(event: EventEntry) {
  return {
    title: event.title,
    kind: event.kind,
    sportId: event.sport?.id ?? null,
    venueId: event.venue?.id ?? null,
    ageCategoryId: event.ageCategory?.id ?? null,
    teamIds: event.teams.map((team) => team.id),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    registrationOpensAt: event.registrationOpensAt,
    registrationClosesAt: event.registrationClosesAt,
    capacity: event.capacity,
    feeMinor: event.feeMinor,
    currency: event.currency,
    offerHours: event.offerHours,
    description: event.description,
  };
}
