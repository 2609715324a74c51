import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition, Upcoming } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { athlete, makeEvent, masterData, registered } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

let { t, boss } = {} as BossBed;

beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe("the dashboard's calendar cards", () => {
  it('show the next events with their places and the next fixtures, a coach only their teams’', async () => {
    const master = await masterData(t, boss);
    const coach = await person(t, 'coach');
    const team = await master.team([coach.publicId]);
    const camp = await makeEvent(t, boss, {
      capacity: 10,
      startsAt: soon(30),
      endsAt: soon(90),
      title: 'Soon camp',
    });
    await makeEvent(t, boss, {
      status: 'draft',
      startsAt: soon(20),
      endsAt: soon(40),
      title: 'Draft, not shown',
    });
    const cup = await makeEvent(t, boss, {
      kind: 'tournament',
      teamIds: [team.id],
      startsAt: soon(60),
      endsAt: soon(600),
    });
    const p = await athlete(t, { sportId: null });
    await registered(t, p, camp.id, p.publicId);
    await t.api('POST', `events/${cup.id}/entrants`, { teamId: team.id }, { token: boss.token });
    const comp = (
      await t.api('POST', `events/${cup.id}/entrants`, { name: 'Guests' }, { token: boss.token })
    ).json<Competition>();
    const [home, away] = comp.entrants.map((e) => e.id);
    await t.api(
      'POST',
      `events/${cup.id}/matches`,
      // Minutes from now: the demo cup's fixtures kick off on the hour (10:00 and 12:00 in London),
      // and one of those within two hours came first when the suite ran on a match day morning.
      { homeId: home, awayId: away, round: 1, venueId: null, kickoffAt: soon(2) },
      { token: boss.token },
    );

    const all = (await t.api('GET', 'dashboard/upcoming', undefined, { token: boss.token })).json<Upcoming>();
    // The demo data's events start days from now: these come first.
    expect(all.events.slice(0, 2).map((e) => [e.title, e.placesTaken, e.capacity])).toEqual([
      ['Soon camp', 1, 10],
      [cup.title, 0, null],
    ]);
    expect(all.events.map((e) => e.title)).not.toContain('Draft, not shown');
    expect(all.fixtures.slice(0, 1)).toEqual([
      expect.objectContaining({ eventTitle: cup.title, home: { id: home, name: 'Guests' } }),
    ]);
    const coached = (
      await t.api('GET', 'dashboard/upcoming', undefined, { token: coach.token })
    ).json<Upcoming>();
    expect(coached.events.map((e) => e.id)).toEqual([cup.id]);
    expect(coached.fixtures).toHaveLength(1);
    expect((await t.api('GET', 'dashboard/upcoming', undefined, { token: p.token })).statusCode).toBe(403);
  });
});
