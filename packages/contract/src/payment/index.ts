import type { AreaContract } from '../area-contract.ts';
import { paymentEndpoints, paymentProfileEndpoints } from './endpoints.ts';
import { paymentFigureEndpoints } from './figures.ts';
import { paymentPayerEndpoints } from './payers.ts';
import { paymentWebhookEndpoints } from './webhook.ts';

export * from './payment.ts';
export * from './audit-actions.ts';
export * from './figures.ts';
export * from './payers.ts';
export * from './webhook.ts';
export { BALANCE_EXPORT_COLUMNS, type BalanceExportColumn } from './export-words.ts';
export * from './reminder-words.ts';
export * from './record-words.ts';

export const paymentContract = {
  endpoints: [
    paymentEndpoints,
    paymentProfileEndpoints,
    paymentFigureEndpoints,
    paymentPayerEndpoints,
    paymentWebhookEndpoints,
  ],
  errorCodes: [
    /** The same Idempotency-Key came with another body, or from another caller's call (409). */
    'IDEMPOTENCY_KEY_REUSED',
    /** Taking a payment or giving a refund without an Idempotency-Key header (400). */
    'IDEMPOTENCY_KEY_REQUIRED',
    /** A void invoice takes no payment (409). */
    'INVOICE_VOID',
    /** Only an invoice with no payments can be voided (409). */
    'INVOICE_HAS_PAYMENTS',
    /** A payment above what is left to pay (409). */
    'PAYMENT_EXCEEDS_BALANCE',
    /** A refund above what was paid and not yet refunded (409). */
    'REFUND_EXCEEDS_PAID',
  ],
} as const satisfies AreaContract;
