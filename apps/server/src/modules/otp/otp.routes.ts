import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { checkCode, sendCode } from './otp.service.ts';

export const otpRoutes = (deps: Deps) =>
  handlers({
    'POST /sendotp': ({ auth, body, request }) =>
      sendCode(deps, auth, body?.purpose ?? 'verify-phone', clientOf(request)),
    'POST /validateotp': ({ auth, body, request }) => checkCode(deps, auth, body, clientOf(request)),
  });
