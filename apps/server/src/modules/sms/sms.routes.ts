import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { signedBody } from '../../platform/signed-request.ts';
import { getOptOut, sendToSubscriber, setOwnOptOut } from './send-one.service.ts';
import { logItems, outboxPage } from './sms.service.ts';
import { parseReport, receiveReport } from './status.service.ts';
import { addTemplate, changeTemplate, removeTemplate, templateList } from './templates.service.ts';

export const smsRoutes = (deps: Deps) =>
  handlers({
    'GET /sms/outbox': ({ query }) => outboxPage(deps.db, query),
    'GET /sms/log': ({ query }) => logItems(deps, query),
    'POST /sms/send': async ({ auth, body, request }) => ({
      sms: await sendToSubscriber(deps, auth, clientOf(request), body),
    }),
    'GET /sms/templates': () => templateList(deps),
    'POST /sms/templates': ({ auth, body, request }) =>
      addTemplate(deps, { auth, client: clientOf(request) }, body),
    'PUT /sms/templates/:templateId': ({ auth, params, body, request }) =>
      changeTemplate(deps, { auth, client: clientOf(request) }, params.templateId, body),
    'DELETE /sms/templates/:templateId': ({ auth, params, request }) =>
      removeTemplate(deps, { auth, client: clientOf(request) }, params.templateId),
    'GET /sms/opt-out': ({ auth }) => getOptOut(deps, auth.userId),
    'PUT /sms/opt-out': ({ auth, body }) => setOwnOptOut(deps, auth.userId, body.optedOut),
    // The provider's delivery reports: signature on the raw bytes first, then the report's form.
    'POST /sms/status': ({ request }) =>
      receiveReport(deps, parseReport(signedBody(request, deps.config.smsStatusSecret))),
  });
