import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { requestConnection } from './connection-request.service.ts';
import * as service from './connections.service.ts';

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
    'GET /family/children/:childId': ({ auth, params }) => service.childRecord(deps, auth, params.childId),
    'POST /connections/remove': async ({ auth, body, request }) => {
      await service.removeConnection(deps, auth, body, clientOf(request));
      return {};
    },
  });
