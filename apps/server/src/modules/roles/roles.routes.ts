import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import * as roles from './roles.service.ts';

export const rolesRoutes = (deps: Deps) =>
  handlers({
    'GET /roles': () => roles.listRoles(deps.db),
    'POST /roles': ({ auth, body, request }) =>
      roles.createRole({ deps, auth, client: clientOf(request) }, body),
    'PATCH /roles/:roleId': ({ auth, params, body, request }) =>
      roles.updateRole({ deps, auth, client: clientOf(request) }, params.roleId, body),
    'DELETE /roles/:roleId': ({ auth, params, request }) =>
      roles.deleteRole({ deps, auth, client: clientOf(request) }, params.roleId),
    'GET /roles/:roleId/holders': ({ params, query }) => roles.holders(deps.db, params.roleId, query),
    'POST /roles/:roleId/holders': ({ auth, params, body, request }) =>
      roles.addHolder({ deps, auth, client: clientOf(request) }, params.roleId, body.userName),
    'DELETE /roles/:roleId/holders/:subscriberID': ({ auth, params, request }) =>
      roles.removeHolder({ deps, auth, client: clientOf(request) }, params.roleId, params.subscriberID),
  });
