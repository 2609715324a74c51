import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { decideReport, makeReport, readReport, reportQueue } from './reports.service.ts';
import { chatSuspensions, setChatSuspension } from './suspensions.service.ts';

/** Reporting, the safeguarding queue, and chat suspensions. */
export const safeguardingRoutes = (deps: Deps) =>
  handlers({
    'POST /safeguarding/reports': ({ auth, body }) => makeReport(deps, auth.userId, body),
    'GET /safeguarding/reports': ({ query }) => reportQueue(deps, query),
    'GET /safeguarding/reports/:reportId': async ({ auth, params, request }) => ({
      report: await readReport(deps, { auth, client: clientOf(request) }, params.reportId),
    }),
    'POST /safeguarding/reports/:reportId/outcome': async ({ auth, params, body, request }) => {
      await decideReport(deps, { auth, client: clientOf(request) }, params.reportId, body);
      return {};
    },
    'GET /safeguarding/chat-suspensions': async () => ({ items: await chatSuspensions(deps) }),
    'PUT /safeguarding/chat-suspensions/:personId': async ({ auth, params, body, request }) => {
      const change = { suspend: true as const, note: body.note ?? '' };
      await setChatSuspension(deps, { auth, client: clientOf(request) }, params.personId, change);
      return {};
    },
    'DELETE /safeguarding/chat-suspensions/:personId': async ({ auth, params, request }) => {
      await setChatSuspension(deps, { auth, client: clientOf(request) }, params.personId, { suspend: false });
      return {};
    },
  });
