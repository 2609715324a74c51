import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { register } from './registration.service.ts';

export const registrationRoutes = (deps: Deps) =>
  handlers({
    'POST /subscriber/register': ({ body, request }) => register(deps, body, clientOf(request)),
  });
