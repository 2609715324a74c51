import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { nameParent } from './name-parent.service.ts';
import { approvalInit, decideApproval, waitingChildren } from './parent-approval.service.ts';

export const parentRoutes = (deps: Deps) =>
  handlers({
    'POST /subscriber/parentID': ({ auth, body, request }) => nameParent(deps, auth, body, clientOf(request)),
    'GET /parent/waiting': ({ auth }) => waitingChildren(deps, auth),
    'POST /subscriber/parentApprovalInit': ({ auth, body }) => approvalInit(deps, auth, body),
    'POST /subscriber/parentApproval': ({ auth, body, request }) =>
      decideApproval(deps, auth, body, clientOf(request)),
  });
