import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { signedBody } from '../../platform/signed-request.ts';
import { parseEvent, receiveEvent } from './provider.service.ts';

/** The payment provider's webhook: signature on the raw bytes first, then the event's form. */
export const providerRoutes = (deps: Deps) =>
  handlers({
    'POST /payments/webhook': ({ request }) =>
      receiveEvent(deps, parseEvent(signedBody(request, deps.config.paymentWebhookSecret))),
  });
