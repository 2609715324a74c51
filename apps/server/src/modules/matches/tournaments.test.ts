import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition, Match, Tournament, TournamentChoices } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import { makeEvent, unique } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/* The matches area's own tournaments, under `match.view`, with the coach's rule of coach-scope.ts. */

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '20');

/** A fresh person holding a new role that grants only `actions`. */
async function holderOf(actions: string[]) {
  const made = await call('POST', 'roles', { name: unique('Only matches') });
  expect(made.statusCode, made.body).toBe(200);
  const roleId = made.json<{ role: { id: number } }>().role.id;
  expect((await call('PATCH', `roles/${roleId}`, { actions })).statusCode).toBe(200);
  const someone = await person(t, 'subscriber');
  const { user_name } = await t.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', someone.userId)
    .executeTakeFirstOrThrow();
  const given = await call('POST', `roles/${roleId}/holders`, { userName: user_name });
  expect(given.statusCode, given.body).toBe(200);
  return someone;
}

/** A tournament of boss's with the teams entered, and one match between the first two. */
async function cup(teamIds: number[], fields = {}) {
  const event = await makeEvent(t, boss, { kind: 'tournament', title: unique('Cup'), ...fields });
  for (const teamId of teamIds) {
    const res = await call('POST', `events/${event.id}/entrants`, { teamId });
    expect(res.statusCode, res.body).toBe(200);
  }
  const comp = (await call('GET', `events/${event.id}/competition`)).json<Competition>();
  const [home, away] = comp.entrants;
  const res = await call('POST', `events/${event.id}/matches`, {
    homeId: home!.id,
    awayId: away!.id,
    round: 1,
    venueId: null,
    kickoffAt: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { event, match: res.json<{ match: Match }>().match };
}

const listed = async (token: string, when = 'all') => {
  const res = await call('GET', `tournaments?when=${when}&limit=200`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Tournament[] }>().items.map((item) => item.id);
};

describe('a role holding only match actions', () => {
  it('lists, opens and fills the forms of the tournaments its holder’s teams play in, without event.view', async () => {
    const runner = await holderOf(['match.view', 'match.edit', 'match.score']);
    const [mine, other, third] = await Promise.all([
      master.team([runner.publicId]),
      master.team(),
      master.team(),
    ]);
    const theirs = await cup([mine.id, other.id], { venueId: master.venue.id });
    const elsewhere = await cup([other.id, third.id]);
    // Their team's camp is an event, not a tournament: it is not the matches area's.
    const camp = await makeEvent(t, boss, { title: unique('Camp'), teamIds: [mine.id] });

    // The events area stays closed to them, as before.
    expect((await call('GET', 'events', undefined, runner.token)).statusCode).toBe(403);
    expect((await call('GET', `events/${theirs.event.id}`, undefined, runner.token)).statusCode).toBe(403);
    expect((await call('GET', 'events/choices', undefined, runner.token)).statusCode).toBe(403);

    const ids = await listed(runner.token);
    expect(ids).toContain(theirs.event.id);
    expect(ids).not.toContain(elsewhere.event.id);
    expect(ids).not.toContain(camp.id);

    const one = await call('GET', `tournaments/${theirs.event.id}`, undefined, runner.token);
    expect(one.statusCode, one.body).toBe(200);
    const { tournament } = one.json<{ tournament: Tournament & Record<string, unknown> }>();
    expect(tournament).toMatchObject({
      id: theirs.event.id,
      title: theirs.event.title,
      status: 'open',
      timeZone: 'Europe/London',
      venue: { id: master.venue.id, name: master.venue.name },
    });
    // Its registrations, places and fee are the events area's, not the tournament's.
    expect(tournament).not.toHaveProperty('placesTaken');
    expect(tournament).not.toHaveProperty('feeMinor');

    const choices = await call('GET', 'tournaments/choices', undefined, runner.token);
    expect(choices.statusCode, choices.body).toBe(200);
    const answer = choices.json<TournamentChoices>();
    expect(answer.teams.map((team) => team.id)).toEqual([mine.id]);
    expect(answer.venues.map((venue) => venue.id)).toContain(master.venue.id);

    // And the area works: the tournament's table and a match's score log.
    for (const url of [`events/${theirs.event.id}/competition`, `matches/${theirs.match.id}/log`]) {
      const res = await call('GET', url, undefined, runner.token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('answers 404 for a tournament their teams do not play in, or an event that is not a tournament', async () => {
    const runner = await holderOf(['match.view']);
    const mine = await master.team([runner.publicId]);
    const elsewhere = await cup([(await master.team()).id, (await master.team()).id]);
    const camp = await makeEvent(t, boss, { title: unique('Camp'), teamIds: [mine.id] });
    for (const id of [elsewhere.event.id, camp.id, 2_000_000]) {
      const res = await call('GET', `tournaments/${id}`, undefined, runner.token);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('NOT_FOUND');
    }
  });
});

describe('the tournaments of the matches area', () => {
  it('show staff with event.every-team every tournament, upcoming and past apart, and no other event', async () => {
    const upcoming = await cup([(await master.team()).id, (await master.team()).id]);
    const past = await cup([(await master.team()).id, (await master.team()).id], {
      startsAt: new Date(Date.now() - 48 * 3_600_000).toISOString(),
      endsAt: new Date(Date.now() - 40 * 3_600_000).toISOString(),
    });
    const camp = await makeEvent(t, boss, { title: unique('Camp') });
    const soon = await listed(boss.token, 'upcoming');
    expect(soon).toContain(upcoming.event.id);
    expect(soon).not.toContain(past.event.id);
    expect(soon).not.toContain(camp.id);
    expect(await listed(boss.token, 'past')).toContain(past.event.id);
    const choices = (await call('GET', 'tournaments/choices')).json<TournamentChoices>();
    expect(choices.teams.length).toBeGreaterThan(1);
  });

  it('a coach sees the tournaments their teams play in, as on the events endpoints', async () => {
    const coach = await person(t, 'coach');
    const mine = await master.team([coach.publicId]);
    const theirs = await cup([mine.id, (await master.team()).id]);
    const elsewhere = await cup([(await master.team()).id, (await master.team()).id]);
    const ids = await listed(coach.token);
    const events = (await call('GET', 'events?kind=tournament&limit=200', undefined, coach.token)).json<{
      items: { id: number }[];
    }>();
    expect(ids).toEqual(events.items.map((item) => item.id));
    expect(ids).toContain(theirs.event.id);
    expect(ids).not.toContain(elsewhere.event.id);
    expect((await call('GET', `tournaments/${elsewhere.event.id}`, undefined, coach.token)).statusCode).toBe(
      404,
    );
  });

  it('are refused to a role without match.view, and nothing changes', async () => {
    const other = await holderOf(['event.view']);
    const before = await t.db.selectFrom('events').selectAll().orderBy(sql.raw('1')).execute();
    for (const url of ['tournaments', 'tournaments/choices', 'tournaments/1']) {
      const res = await call('GET', url, undefined, other.token);
      expect(res.statusCode, url).toBe(403);
    }
    expect(await t.db.selectFrom('events').selectAll().orderBy(sql.raw('1')).execute()).toEqual(before);
  });
});
