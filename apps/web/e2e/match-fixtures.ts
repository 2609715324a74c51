import { expect, type APIRequestContext } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiEvent,
  apiGet,
  apiPost,
  apiSignIn,
  apiSubscriberSignIn,
  xsrfHeader,
} from './fixtures.ts';

/*
 * Tournaments and teams made through the API, for journeys and checks that need them in place
 * (matches.spec.ts makes its own through the pages).
 */

type Entrant = { id: number; name: string; teamId: number | null };
type Match = { id: number; home: { name: string }; away: { name: string } };

/** The first live entry of a kind of master data: what a team needs to be made. */
async function firstOf(request: APIRequestContext, token: string, kind: string) {
  const { items } = (await apiGet(request, `master/${kind}?limit=1`, token)) as { items: { id: number }[] };
  return items[0]?.id;
}

/** A master data team with these players (by user name) and coaches (by subscriber id). */
export async function apiTeam(
  request: APIRequestContext,
  token: string,
  name: string,
  players: string[] = [],
  coaches: string[] = [],
) {
  const { entry } = (await apiPost(request, 'master/teams', token, {
    name,
    sportId: await firstOf(request, token, 'sports'),
    ageCategoryId: await firstOf(request, token, 'age-categories'),
    seasonId: await firstOf(request, token, 'seasons'),
    coaches,
  })) as { entry: { id: number } };
  for (const userName of players)
    await apiPost(request, `master/teams/${entry.id}/players`, token, { userName });
  return entry.id;
}

/** A venue of its own. */
export async function apiVenue(request: APIRequestContext, token: string, name: string) {
  const { entry } = (await apiPost(request, 'master/venues', token, {
    name,
    address: '1 Park Road, Leeds',
    capacity: 200,
  })) as { entry: { id: number } };
  return entry.id;
}

/**
 * An open tournament with these entrants (a team id, or a one-off name) and, when `dates` are
 * given, a single round-robin at 10:00 and 12:00 on the venue.
 */
export async function apiTournament(
  request: APIRequestContext,
  token: string,
  o: { title: string; entrants: (number | string)[]; venueId?: number; dates?: string[] },
) {
  const event = await apiEvent(request, token, {
    title: o.title,
    kind: 'tournament',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 60 * 86_400_000).toISOString(),
  });
  let entrants: Entrant[] = [];
  for (const entrant of o.entrants) {
    const body = typeof entrant === 'number' ? { teamId: entrant } : { name: entrant };
    ({ entrants } = (await apiPost(request, `events/${event.id}/entrants`, token, body)) as {
      entrants: Entrant[];
    });
  }
  let matches: Match[] = [];
  if (o.dates && o.venueId) {
    ({ matches } = (await apiPost(request, `events/${event.id}/fixtures`, token, {
      double: false,
      dates: o.dates,
      slots: ['10:00', '12:00'],
      venueIds: [o.venueId],
    })) as { matches: Match[] });
  }
  return { event, entrants, matches };
}

/** Enters a played score for the match between two entrants (by name, home first). */
export async function apiScore(
  request: APIRequestContext,
  token: string,
  matches: Match[],
  [home, away]: [string, string],
  [homeGoals, awayGoals]: [number, number],
) {
  const match = matches.find((m) => m.home.name === home && m.away.name === away);
  const reverse = matches.find((m) => m.home.name === away && m.away.name === home);
  const played = match ?? reverse;
  if (!played) throw new Error(`no match ${home} v ${away}`);
  const goals = match ? { homeGoals, awayGoals } : { homeGoals: awayGoals, awayGoals: homeGoals };
  await apiPost(request, `matches/${played.id}/score`, token, { result: 'played', ...goals });
  return played.id;
}

/**
 * A fresh staff member whose role (a new one, made by the demo Super Admin) grants only these
 * actions: a role that runs matches without the events area, say.
 */
export async function apiRoleHolder(request: APIRequestContext, name: string, actions: string[]) {
  const admin = String((await apiSignIn(request, 'admin')).token);
  const { role } = (await apiPost(request, 'roles', admin, { name })) as { role: { id: number } };
  const set = await request.patch(`/api/v1/roles/${role.id}`, {
    data: { actions },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${admin}` },
  });
  expect(set.status(), await set.text()).toBe(200);
  const { person } = await apiActiveSubscriber(request);
  await apiPost(request, `roles/${role.id}/holders`, admin, { userName: person.user_name });
  return { person, session: await apiSubscriberSignIn(request, person) };
}
