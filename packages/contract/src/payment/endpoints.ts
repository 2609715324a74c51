import { defineEndpoints } from '../endpoints/define.ts';
import {
  familyDiscountResponseSchema,
  familyDiscountSchema,
  invoiceIssueSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  myInvoiceResponseSchema,
  myPaymentsResponseSchema,
  paymentRequestSchema,
  refundRequestSchema,
} from './payment.ts';

const tag = 'payment';
const view = { access: { action: 'payment.view' }, tag } as const;
const issue = { access: { action: 'payment.issue' }, tag } as const;
const idempotent =
  'Accepts an `Idempotency-Key` header (at most 200 characters): the same key with the same body ' +
  'answers the first result again and moves no money twice; the same key with another body is 409 ' +
  'IDEMPOTENCY_KEY_REUSED. A kept answer stays 24 hours.';
const keyRequired =
  idempotent.replace('Accepts', 'Requires') + ' Without the header: 400 IDEMPOTENCY_KEY_REQUIRED.';

/** Invoices, payments at the desk, refunds and the family discount rule (staff). */
export const paymentEndpoints = defineEndpoints({
  'GET /payment/invoices': {
    ...view,
    summary: 'Invoices, newest first, a page at a time (keyset cursor)',
    description: 'Filter by derived status, by a subscriber (for or paid by them), or by number or name.',
    query: invoiceListQuerySchema,
    response: invoiceListResponseSchema,
  },
  'POST /payment/invoices': {
    ...issue,
    summary: 'Issue an invoice to a subscriber (to the parent, for a child)',
    description:
      'Numbered INV-000001, … in order with no gap; in the organisation’s currency. The family ' +
      'discount applies when on. ' +
      idempotent,
    body: invoiceIssueSchema,
    response: invoiceResponseSchema,
  },
  'GET /payment/invoices/:number': {
    ...view,
    summary: 'An invoice with its lines, payments, refunds, totals and balance',
    params: invoiceParamsSchema,
    response: invoiceResponseSchema,
  },
  'POST /payment/invoices/:number/void': {
    ...issue,
    summary: 'Void an invoice that has no payments (409 INVOICE_HAS_PAYMENTS)',
    params: invoiceParamsSchema,
    response: invoiceResponseSchema,
  },
  'POST /payment/invoices/:number/payments': {
    access: { action: 'payment.take' },
    tag,
    summary: 'Record a payment at the desk: cash, bank transfer or card; part payments allowed',
    description:
      'Never more than the balance (409 PAYMENT_EXCEEDS_BALANCE); not on a void invoice (409 ' +
      'INVOICE_VOID). ' +
      keyRequired,
    params: invoiceParamsSchema,
    body: paymentRequestSchema,
    response: invoiceResponseSchema,
  },
  'POST /payment/invoices/:number/refunds': {
    access: { action: 'payment.refund' },
    tag,
    summary: 'Refund a payment, whole or part, or an amount, with a reason',
    description: 'Never more than was paid and not yet refunded (409 REFUND_EXCEEDS_PAID). ' + keyRequired,
    params: invoiceParamsSchema,
    body: refundRequestSchema,
    response: invoiceResponseSchema,
  },
  'GET /payment/family-discount': {
    ...view,
    summary: 'The family discount rule',
    response: familyDiscountResponseSchema,
  },
  'PUT /payment/family-discount': {
    ...issue,
    summary:
      'Set the family discount rule: a percent off the n-th and further children of one parent, or off',
    body: familyDiscountSchema,
    response: familyDiscountResponseSchema,
  },
});

/** A family's own side: what they and their children owe and paid. */
export const paymentProfileEndpoints = defineEndpoints({
  'GET /profile/payments': {
    access: { action: 'profile.view' },
    tag,
    summary: 'The caller’s invoices and, for a parent, each linked child’s, with payments',
    response: myPaymentsResponseSchema,
  },
  'GET /profile/invoices/:number': {
    access: { action: 'profile.view' },
    tag,
    summary: 'One of the caller’s (or their child’s) invoices to print, with the organisation’s details',
    description: 'Any other invoice is 404.',
    params: invoiceParamsSchema,
    response: myInvoiceResponseSchema,
  },
});
