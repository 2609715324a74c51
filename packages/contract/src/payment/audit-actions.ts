/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const paymentAuditActions = [
  'payment-invoice-issue',
  'payment-invoice-void',
  'payment-take',
  'payment-refund',
  'payment-family-discount',
] as const;
