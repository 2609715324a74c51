import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth.ts';
import { sendCsv } from '../../platform/csv.ts';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import * as events from './events.service.ts';
import * as participation from './participation.service.ts';
import { personEvents } from './person-events.ts';
import { registrationsCsv } from './registrations-export.ts';
import { registrationList, staffMove } from './registrations.service.ts';

export const eventRoutes = (deps: Deps) => {
  /** Who acts, and whether they see every event or only their teams'. */
  const actor = async (auth: AuthContext, request: FastifyRequest) =>
    events.eventActor(deps, auth, clientOf(request), await request.server.heldActions(auth));
  return handlers({
    'GET /events': async ({ auth, query, request }) =>
      events.listEvents(deps.db, await actor(auth, request), query),
    'GET /events/clashes': async ({ auth, query, request }) =>
      events.findClashes(deps.db, await actor(auth, request), query),
    'GET /events/choices': async ({ auth, request }) =>
      events.eventChoices(deps.db, await actor(auth, request)),
    'POST /events': async ({ auth, body, request }) => events.createEvent(await actor(auth, request), body),
    'GET /events/:id': async ({ auth, params, request }) =>
      events.eventEntry(deps.db, await actor(auth, request), params.id),
    'PUT /events/:id': async ({ auth, params, body, request }) =>
      events.changeEvent(await actor(auth, request), params.id, body),
    'POST /events/:id/status': async ({ auth, params, body, request }) =>
      events.changeStatus(await actor(auth, request), params.id, body),
    'GET /events/:id/registrations': async ({ auth, params, query, request }) =>
      registrationList(deps.db, await actor(auth, request), params.id, query, {
        medicalFlags: (await request.server.heldActions(auth)).has('safeguarding.medical'),
      }),
    'GET /events/:id/registrations.csv': async ({ auth, params, request, reply }) =>
      sendCsv(
        reply,
        await registrationsCsv(await actor(auth, request), await request.server.heldActions(auth), params.id),
      ),
    'POST /events/:id/registrations/:registrationId': async ({ auth, params, body, request }) =>
      staffMove(await actor(auth, request), params.id, params.registrationId, body),
    'GET /events/people/:subscriberID': async ({ auth, params, request }) =>
      personEvents(deps.db, await actor(auth, request), params.subscriberID),
    'GET /my/events': ({ auth }) => participation.myEvents(deps.db, auth),
    'GET /my/events/open': ({ auth, query }) => participation.openEvents(deps.db, auth, query),
    'POST /my/events/:id/register': ({ auth, params, body }) =>
      participation.register(deps, auth, params.id, body.subscriberID),
    'POST /my/registrations/:registrationId/:answer': ({ auth, params }) =>
      participation.answer(deps, auth, params.registrationId, params.answer),
  });
};
