import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { requestConnection } from './connection-request.service.ts';
import * as service from './connections.service.ts';
import { childRecord, decideForChild, removeForChild } from './guardians.service.ts';

export const connectionsRoutes = (deps: Deps) =>
  handlers({
    'GET /connections': ({ auth }) => service.listConnections(deps, auth),
    'POST /connections/request': async ({ auth, body, request }) => ({
      to: await requestConnection(deps, auth, body, clientOf(request)),
    }),
    'POST /connections/respond': async ({ auth, body, request }) => {
      await service.respond(deps, auth, body, clientOf(request));
      return {};
    },
    'POST /connections/pending-from': ({ auth, body }) => service.pendingFromPerson(deps, auth, body.fromId),
    'GET /family/children/:childId': ({ auth, params }) => childRecord(deps, auth, params.childId),
    'POST /family/children/:childId/requests/decide': async ({ auth, params, body, request }) => {
      await decideForChild(deps, auth, { ...params, ...body }, clientOf(request));
      return {};
    },
    'POST /family/children/:childId/connections/remove': async ({ auth, params, body, request }) => {
      await removeForChild(deps, auth, { ...params, ...body }, clientOf(request));
      return {};
    },
    'POST /connections/remove': async ({ auth, body, request }) => {
      await service.removeConnection(deps, auth, body, clientOf(request));
      return {};
    },
  });
