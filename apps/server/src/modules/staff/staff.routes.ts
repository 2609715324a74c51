import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import * as staff from './staff.service.ts';

export const staffRoutes = (deps: Deps) =>
  handlers({
    'GET /staff': ({ query }) => staff.list(deps.db, query),
    'POST /staff': ({ auth, body, request }) => staff.invite({ deps, auth, client: clientOf(request) }, body),
    'POST /staff/:subscriberID/invitation': ({ auth, params, request }) =>
      staff.reinvite({ deps, auth, client: clientOf(request) }, params.subscriberID),
    'POST /staff/:subscriberID/status': ({ auth, params, body, request }) =>
      staff.setStatus({ deps, auth, client: clientOf(request) }, params.subscriberID, body),
    'GET /invitation/:token': ({ params }) => staff.invitationFor(deps.db, params.token),
    'POST /invitation/:token': ({ params, body, request }) =>
      staff.accept(deps, params.token, body.password, clientOf(request)),
  });
