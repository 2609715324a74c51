import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { askDeletion, decideDeletion, deletionQueue, deletionState } from './deletion.service.ts';
import { downloadExport, exportData } from './export.service.ts';

export const dataRightsRoutes = (deps: Deps) =>
  handlers({
    'GET /profile/export': ({ auth, request, reply }) =>
      exportData(deps, { auth, client: clientOf(request), reply }),
    'GET /family/children/:childId/export': ({ auth, params, request, reply }) =>
      exportData(deps, { auth, childId: params.childId, client: clientOf(request), reply }),
    'GET /profile/exports/:token': ({ auth, params, reply }) =>
      downloadExport(deps, { auth, token: params.token, reply }),
    'GET /profile/deletion': ({ auth }) => deletionState(deps, auth),
    'GET /family/children/:childId/deletion': ({ auth, params }) => deletionState(deps, auth, params.childId),
    'POST /profile/deletion': ({ auth, request }) => askDeletion(deps, { auth, client: clientOf(request) }),
    'POST /family/children/:childId/deletion': ({ auth, params, request }) =>
      askDeletion(deps, { auth, childId: params.childId, client: clientOf(request) }),
    'GET /review/deletions': ({ query }) => deletionQueue(deps.db, query),
    'POST /review/deletions/:requestID/decision': async ({ auth, params, body, request }) => {
      await decideDeletion(deps, { auth, client: clientOf(request), requestId: params.requestID, body });
      return {};
    },
  });
