import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition, EventEntry, Match } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import { athlete, eventAreaRows, makeEvent, registered, unique, inHours } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/* The coach's rule (coach-scope.ts) on a tournament's calls: entrants, settings, fixtures and scores. */

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '20');

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
    const before = await eventAreaRows(t);
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
        { kickoffAt: inHours(30), venueId: master.venue.id },
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
    expect(await eventAreaRows(t)).toEqual(before);
  });

  it('enters only a team they coach, and takes out only theirs', async () => {
    const { coach, rival, event, entrant, theirs } = await cup({ forMine: true });
    const [rivalsOther, unCoached] = await Promise.all([master.team([rival.publicId]), master.team()]);
    const before = await eventAreaRows(t);
    const refused = [
      await call('POST', `events/${event.id}/entrants`, { teamId: rivalsOther.id }, coach.token),
      await call('POST', `events/${event.id}/entrants`, { teamId: unCoached.id }, coach.token),
      await call('POST', `events/${event.id}/entrants`, { name: 'Visitors' }, coach.token),
      await call('DELETE', `events/${event.id}/entrants/${entrant(theirs.id)}`, undefined, coach.token),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await eventAreaRows(t)).toEqual(before);

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
    const before = await eventAreaRows(t);
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
    expect(await eventAreaRows(t)).toEqual(before);
  });

  it('may not see or export its registrations, nor mark them', async () => {
    const { coach, event } = await cup();
    const a = await athlete(t, { sportId: null });
    const reg = await registered(t, a, event.id, a.publicId);
    const before = await eventAreaRows(t);
    for (const res of [
      await call('GET', `events/${event.id}/registrations`, undefined, coach.token),
      await call('GET', `events/${event.id}/registrations.csv`, undefined, coach.token),
      await call('POST', `events/${event.id}/registrations/${reg.id}`, { status: 'cancelled' }, coach.token),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await eventAreaRows(t)).toEqual(before);
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
