import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { decideRegistration, waitingPage } from './review.service.ts';

export const reviewRoutes = (deps: Deps) =>
  handlers({
    'GET /review/registrations': ({ query }) => waitingPage(deps.db, query),
    'POST /review/registrations/:subscriberID/decision': async ({ auth, params, body, request }) => {
      await decideRegistration(deps, auth, params.subscriberID, body, clientOf(request));
      return {};
    },
  });
