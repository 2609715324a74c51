import { handlers } from '../../platform/endpoints.ts';
import { sendCsv } from '../../platform/csv.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { balances, balancesCsv } from './figures.service.ts';
import { revenue } from './revenue.service.ts';

/** Balances and revenue (staff). */
export const figureRoutes = (deps: Deps) =>
  handlers({
    'GET /payment/balances': ({ query }) => balances(deps, query),
    'GET /payment/balances.csv': async ({ auth, query, request, reply }) =>
      sendCsv(reply, await balancesCsv(deps, { auth, client: clientOf(request) }, query)),
    'GET /payment/revenue': ({ query }) => revenue(deps, query),
  });
