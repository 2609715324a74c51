import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@fieldhouse/contract';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { myInvoice, myPayments } from './family.service.ts';
import { idempotencyKey, requiredKey } from './idempotency.ts';
import { payers } from './payers.service.ts';
import * as payments from './payment.service.ts';

const keyOf = (request: FastifyRequest) => idempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
/** Taking a payment and giving a refund must carry a key; issuing may. */
const mustKey = (request: FastifyRequest) => requiredKey(request.headers[IDEMPOTENCY_HEADER]);

/** Invoices, payments and refunds (staff), and a family's own payments. */
export const paymentRoutes = (deps: Deps) =>
  handlers({
    'GET /payment/invoices': ({ query }) => payments.invoiceList(deps, query),
    'POST /payment/invoices': ({ auth, body, request }) =>
      payments.issueInvoice(deps, { auth, client: clientOf(request), key: keyOf(request) }, body),
    'GET /payment/invoices/:number': ({ auth, params, request }) =>
      payments.readInvoice(deps, { auth, client: clientOf(request) }, params.number),
    'POST /payment/invoices/:number/void': ({ auth, params, request }) =>
      payments.voidInvoice(deps, { auth, client: clientOf(request) }, params.number),
    'POST /payment/invoices/:number/payments': ({ auth, params, body, request }) =>
      payments.takePayment(
        deps,
        { auth, client: clientOf(request), key: mustKey(request) },
        params.number,
        body,
      ),
    'POST /payment/invoices/:number/refunds': ({ auth, params, body, request }) =>
      payments.refund(deps, { auth, client: clientOf(request), key: mustKey(request) }, params.number, body),
    'GET /payment/payers': ({ query }) => payers(deps.db, query.q),
    'GET /payment/family-discount': async () => ({ familyDiscount: await payments.familyDiscount(deps.db) }),
    'PUT /payment/family-discount': ({ auth, body, request }) =>
      payments.setFamilyDiscount(deps, { auth, client: clientOf(request) }, body),
    'GET /profile/payments': ({ auth }) => myPayments(deps, auth.userId),
    'GET /profile/invoices/:number': ({ auth, params }) => myInvoice(deps, auth.userId, params.number),
  });
