import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import * as service from './care.service.ts';

export const careRoutes = (deps: Deps) =>
  handlers({
    'GET /family/children/:childId/care': ({ auth, params }) => service.childCare(deps, auth, params.childId),
    'PUT /family/children/:childId/care': ({ auth, params, body, request }) =>
      service.keepChildCare(deps, { auth, client: clientOf(request) }, params.childId, body),
    'GET /profile/care': ({ auth }) => service.ownCare(deps, auth),
    'PUT /profile/care': ({ auth, body, request }) =>
      service.keepOwnCare(deps, { auth, client: clientOf(request) }, body),
    'GET /care/:subscriberID': async ({ auth, params, request }) => {
      const everyTeam = (await request.server.heldActions(auth)).has('event.every-team');
      return service.staffCare(deps, { auth, client: clientOf(request), everyTeam }, params.subscriberID);
    },
  });
