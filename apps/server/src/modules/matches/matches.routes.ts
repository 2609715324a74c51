import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth.ts';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { eventActor } from '../events/index.ts';
import * as competition from './competition.service.ts';
import * as fixtures from './fixtures.service.ts';
import { calendarFile, feedOf, newFeed, stopFeed } from './calendar-feed.ts';
import { myFixtures } from './my-fixtures.service.ts';
import * as tournaments from './tournaments.service.ts';
import { announceToTeam } from './announcements.service.ts';
import { addPlayer, removePlayer, teamPlayers } from './team-players.service.ts';
import { upcoming } from './upcoming.service.ts';

export const matchRoutes = (deps: Deps) => {
  /** As for events: a holder without `event.every-team` reaches only their teams' tournaments. */
  const actor = async (auth: AuthContext, request: FastifyRequest) =>
    eventActor(deps, auth, clientOf(request), await request.server.heldActions(auth));
  const who = (auth: AuthContext, request: FastifyRequest) => ({
    db: deps.db,
    auth,
    client: clientOf(request),
  });
  return handlers({
    'GET /tournaments': async ({ auth, query, request }) =>
      tournaments.listTournaments(deps.db, await actor(auth, request), query),
    'GET /tournaments/choices': async ({ auth, request }) =>
      tournaments.tournamentChoices(deps.db, await actor(auth, request)),
    'GET /tournaments/:id': async ({ auth, params, request }) =>
      tournaments.tournamentEntry(deps.db, await actor(auth, request), params.id),
    'GET /events/:id/competition': async ({ auth, params, request }) =>
      competition.competition(deps.db, await actor(auth, request), params.id),
    'PUT /events/:id/competition/settings': async ({ auth, params, body, request }) =>
      competition.changeSettings(await actor(auth, request), params.id, body),
    'POST /events/:id/entrants': async ({ auth, params, body, request }) =>
      competition.addEntrant(await actor(auth, request), params.id, body),
    'DELETE /events/:id/entrants/:entrantId': async ({ auth, params, request }) =>
      competition.removeEntrant(await actor(auth, request), params.id, params.entrantId),
    'PUT /events/:id/lots': async ({ auth, params, body, request }) =>
      competition.drawLots(await actor(auth, request), params.id, body.lots),
    'POST /events/:id/fixtures/preview': async ({ auth, params, body, request }) =>
      fixtures.previewFixtures(deps.db, await actor(auth, request), params.id, body),
    'POST /events/:id/fixtures': async ({ auth, params, body, request }) =>
      fixtures.saveFixtures(await actor(auth, request), params.id, body),
    'POST /events/:id/matches': async ({ auth, params, body, request }) =>
      fixtures.addMatch(await actor(auth, request), params.id, body),
    'PATCH /matches/:id': async ({ auth, params, body, request }) =>
      fixtures.changeMatch(await actor(auth, request), params.id, body),
    'POST /matches/:id/score': async ({ auth, params, body, request }) =>
      fixtures.enterScore(await actor(auth, request), params.id, body),
    'GET /matches/:id/log': async ({ auth, params, request }) =>
      fixtures.scoreLog(deps.db, await actor(auth, request), params.id),
    'GET /master/teams/:id/players': ({ params }) => teamPlayers(deps.db, params.id),
    'POST /master/teams/:id/players': ({ auth, params, body, request }) =>
      addPlayer(who(auth, request), params.id, body.userName),
    'POST /master/teams/:id/announcements': async ({ auth, params, body, request }) =>
      announceToTeam(await actor(auth, request), params.id, body.message),
    'DELETE /master/teams/:id/players/:subscriberID': ({ auth, params, request }) =>
      removePlayer(who(auth, request), params.id, params.subscriberID),
    'GET /my/fixtures': ({ auth }) => myFixtures(deps.db, auth.userId),
    'GET /dashboard/upcoming': async ({ auth, request }) => upcoming(deps.db, await actor(auth, request)),
    'GET /my/calendar': ({ auth }) => feedOf(deps.db, auth),
    'POST /my/calendar': ({ auth }) => newFeed(deps.db, auth, deps.config.publicUrl),
    'DELETE /my/calendar': ({ auth }) => stopFeed(deps.db, auth),
    'GET /calendar/:file': async ({ params, reply }) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await calendarFile(deps.db, params.file)),
  });
};
