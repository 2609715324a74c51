import { sendCsv } from '../../platform/csv.ts';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { subjects } from './audit-subjects.service.ts';
import { exportTrail, trailPage } from './audit.service.ts';

export const auditRoutes = (deps: Deps) =>
  handlers({
    'GET /audit': ({ query }) => trailPage(deps.db, query),
    'GET /audit/subjects': ({ query }) => subjects(deps.db, query),
    'GET /audit/export.csv': async ({ auth, query, request, reply }) =>
      sendCsv(reply, await exportTrail(deps, auth, query, clientOf(request))),
  });
