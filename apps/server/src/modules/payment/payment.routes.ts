import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@fieldhouse/contract';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { myInvoice, myPayments } from './family.service.ts';
import { idempotencyKey } from './idempotency.ts';

const keyOf = (request: FastifyRequest) => idempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
import * as payments from './payment.service.ts';

/** Invoices, payments and refunds (staff), and a family's own payments. */
export const paymentRoutes = (deps: Deps) =>
  handlers({
    'GET /payment/invoices': ({ query }) => payments.invoiceList(deps, query),
    'POST /payment/invoices': ({ auth, body, request }) =>
      payments.issueInvoice(deps, { auth, client: clientOf(request), key: keyOf(request) }, body),
    'GET /payment/invoices/:number': async ({ params }) => ({
      invoice: await payments.invoiceDetail(deps, deps.db, params.number),
    }),
    'POST /payment/invoices/:number/void': ({ auth, params, request }) =>
      payments.voidInvoice(deps, { auth, client: clientOf(request) }, params.number),
    'POST /payment/invoices/:number/payments': ({ auth, params, body, request }) =>
      payments.takePayment(
        deps,
        { auth, client: clientOf(request), key: keyOf(request) },
        params.number,
        body,
      ),
    'POST /payment/invoices/:number/refunds': ({ auth, params, body, request }) =>
      payments.refund(deps, { auth, client: clientOf(request), key: keyOf(request) }, params.number, body),
    'GET /payment/family-discount': async () => ({ familyDiscount: await payments.familyDiscount(deps.db) }),
    'PUT /payment/family-discount': ({ auth, body, request }) =>
      payments.setFamilyDiscount(deps, { auth, client: clientOf(request) }, body),
    'GET /profile/payments': ({ auth }) => myPayments(deps, auth.userId),
    'GET /profile/invoices/:number': ({ auth, params }) => myInvoice(deps, auth.userId, params.number),
  });
