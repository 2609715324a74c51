import { handlers, type HandlerContext } from '../../platform/endpoints.ts';
import { sendCsv } from '../../platform/csv.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import type { Viewer } from '../jobs/index.ts';
import { bulkReportCsv } from './bulk-report-csv.ts';
import { bulkStatusReport, countTargets, startBulkStatus } from './bulk-status.service.ts';

export const viewerOf = ({
  auth,
  request,
}: Pick<HandlerContext<'GET /bulk/status/:id/report'>, 'auth' | 'request'>): Viewer => ({
  auth,
  heldActions: () => request.server.heldActions(auth),
});

/** Bulk status changes: their count, their start, their report (bulk-status.service.ts). */
export const bulkStatusRoutes = (deps: Deps) =>
  handlers({
    'POST /bulk/status/count': ({ body }) => countTargets(deps, body.target),
    'POST /bulk/status': ({ auth, body, request }) => startBulkStatus(deps, auth, body, clientOf(request)),
    'GET /bulk/status/:id/report': (ctx) => bulkStatusReport(deps, viewerOf(ctx), ctx.params.id),
    'GET /bulk/status/:id/report.csv': async (ctx) =>
      sendCsv(ctx.reply, await bulkReportCsv(deps, viewerOf(ctx), ctx.params.id)),
  });
