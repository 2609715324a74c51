import type { FastifyReply } from 'fastify';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { askDeletion, decideDeletion, deletionQueue, deletionState } from './deletion.service.ts';
import { downloadExport, exportData, type ZipFile } from './export.service.ts';

function sendZip(reply: FastifyReply, { name, stream }: ZipFile) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** A download now, or the job that makes it (`{ queued, jobId }`). */
const sent = (reply: FastifyReply, result: Awaited<ReturnType<typeof exportData>>) =>
  'zip' in result ? sendZip(reply, result.zip) : result;

export const dataRightsRoutes = (deps: Deps) =>
  handlers({
    'GET /profile/export': async ({ auth, request, reply }) =>
      sent(reply, await exportData(deps, { auth, client: clientOf(request) })),
    'GET /family/children/:childId/export': async ({ auth, params, request, reply }) =>
      sent(reply, await exportData(deps, { auth, childId: params.childId, client: clientOf(request) })),
    'GET /profile/exports/:token': async ({ auth, params, reply }) =>
      sendZip(reply, await downloadExport(deps, { auth, token: params.token })),
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
