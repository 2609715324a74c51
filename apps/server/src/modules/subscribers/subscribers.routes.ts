import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { countryCodes, directoryPage } from './directory.service.ts';
import { sendCsv } from '../../platform/csv.ts';
import { exportCsv } from './export.service.ts';
import { addParentLink, parentLinksToReview, removeParentLink } from './family-links.service.ts';
import { notificationHistory, textHistory } from './record-history.ts';
import * as record from './record.service.ts';

export const subscriberRoutes = (deps: Deps) =>
  handlers({
    'GET /subscribers': async ({ query }) =>
      directoryPage(deps.db, query, await countryCodes(deps.db), deps.config.directoryWalkRows),
    'GET /subscribers/export.csv': async ({ auth, query, request, reply }) =>
      sendCsv(reply, await exportCsv(deps, auth, query, clientOf(request))),
    'GET /subscribers/parent-links': () => parentLinksToReview(deps),
    'POST /subscribers/:subscriberID/parents': ({ auth, params, body, request }) =>
      addParentLink(deps, auth, params.subscriberID, body, clientOf(request)),
    'POST /subscribers/:subscriberID/parents/remove': ({ auth, params, body, request }) =>
      removeParentLink(deps, auth, params.subscriberID, body, clientOf(request)),
    'GET /subscribers/:subscriberID': async ({ auth, params, request }) =>
      record.subscriberRecord(deps, auth, await request.server.heldActions(auth), params.subscriberID),
    'GET /subscribers/:subscriberID/notifications': async ({ auth, params, query, request }) =>
      notificationHistory(deps, await request.server.heldActions(auth), params.subscriberID, query),
    'GET /subscribers/:subscriberID/texts': async ({ auth, params, query, request }) =>
      textHistory(deps, await request.server.heldActions(auth), params.subscriberID, query),
    'PATCH /subscribers/:subscriberID': ({ auth, params, body, request }) =>
      record.editRecord(deps, auth, params.subscriberID, body, clientOf(request)),
    'POST /subscribers/:subscriberID/status': ({ auth, params, body, request }) =>
      record.changeStatus(deps, auth, params.subscriberID, body, clientOf(request)),
    'POST /subscribers/:subscriberID/sign-out': ({ auth, params, request }) =>
      record.signOutEverywhere(deps, auth, params.subscriberID, clientOf(request)),
    'POST /subscribers/:subscriberID/text': ({ auth, params, body, request }) =>
      record.sendText(deps, auth, params.subscriberID, body.text, clientOf(request)),
  });
