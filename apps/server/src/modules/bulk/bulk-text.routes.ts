import { handlers } from '../../platform/endpoints.ts';
import { sendCsv } from '../../platform/csv.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { bulkTextCsv } from './bulk-text-csv.ts';
import { bulkTextReport, previewText, startText } from './bulk-text.service.ts';
import { viewerOf } from './bulk.routes.ts';

/** Bulk texts: their preview, their start, their report (bulk-text.service.ts). */
export const bulkTextRoutes = (deps: Deps) =>
  handlers({
    'POST /bulk/text/preview': ({ body }) => previewText(deps, body),
    'POST /bulk/text': ({ auth, body, request }) => startText(deps, auth, body, clientOf(request)),
    'GET /bulk/text/:id/report': (ctx) => bulkTextReport(deps, viewerOf(ctx), ctx.params.id),
    'GET /bulk/text/:id/report.csv': async (ctx) =>
      sendCsv(ctx.reply, await bulkTextCsv(deps, viewerOf(ctx), ctx.params.id)),
  });
