import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clash, Competition } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import { eventAreaRows, eventInput, makeEvent, unique, inHours } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/* The coach's rule (coach-scope.ts) on events' calls and clash checks; a tournament's are in coach-scope-tournament.test.ts. */

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '20');

describe('a coach and an event', () => {
  it('may not open, close or cancel an event that is not wholly theirs, nor drop the other team from it', async () => {
    const coach = await person(t, 'coach');
    const [mine, theirs] = await Promise.all([
      master.team([coach.publicId]),
      master.team([(await person(t, 'coach')).publicId]),
    ]);
    const shared = await makeEvent(t, boss, { teamIds: [mine.id, theirs.id] });
    const before = await eventAreaRows(t);
    const refused = [
      await call(
        'POST',
        `events/${shared.id}/status`,
        { status: 'cancelled', reason: 'Not mine to cancel' },
        coach.token,
      ),
      await call('POST', `events/${shared.id}/status`, { status: 'closed' }, coach.token),
      await call('PUT', `events/${shared.id}`, { ...eventInput(shared), teamIds: [mine.id] }, coach.token),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await eventAreaRows(t)).toEqual(before);

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
    const before = await eventAreaRows(t);
    const refused = await call('POST', `matches/${visitors.id}/score`, result, coach.token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await eventAreaRows(t)).toEqual(before);
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
      startsAt: inHours(300),
      endsAt: inHours(303),
    });
    const own = await makeEvent(t, boss, {
      venueId: venue,
      teamIds: [mine.id],
      startsAt: inHours(301),
      endsAt: inHours(302),
    });
    const q = `startsAt=${inHours(299)}&endsAt=${inHours(304)}&venueId=${venue}&teamIds=${mine.id},${theirs.id}`;
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
