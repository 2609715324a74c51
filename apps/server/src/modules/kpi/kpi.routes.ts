import { sendCsv } from '../../platform/csv.ts';
import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { kpiCsv } from './kpi-csv.ts';
import * as kpis from './kpi.service.ts';
import { retention } from './retention.ts';

export const kpiRoutes = (deps: Deps) =>
  handlers({
    'GET /kpi/growth': async ({ query }) => kpis.growth(await kpis.scopeOf(deps, query)),
    'GET /kpi/retention': async ({ query }) => retention(await kpis.scopeOf(deps, query)),
    'GET /kpi/events': async ({ query }) => kpis.events(await kpis.scopeOf(deps, query)),
    'GET /kpi/revenue': async ({ query }) => kpis.revenue(await kpis.scopeOf(deps, query)),
    'GET /kpi/sms': async ({ query }) => kpis.sms(await kpis.scopeOf(deps, query)),
    'GET /kpi/review': async ({ query }) => kpis.review(await kpis.scopeOf(deps, query)),
    'GET /kpi/:kpi/csv': async ({ auth, params, query, reply }) =>
      sendCsv(reply, await kpiCsv(deps, auth.userId, params.kpi, query)),
  });
