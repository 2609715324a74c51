/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const paymentAuditActions = [
  'payment-invoice-issue',
  'payment-invoice-void',
  'payment-take',
  'payment-refund',
  'payment-family-discount',
  /** The provider told of a payment that failed (the webhook): no money moved. */
  'payment-provider-failed',
  'payment-balances-export',
  /** Staff read an invoice (a family's own read is not recorded). */
  'payment-invoice-read',
] as const;
