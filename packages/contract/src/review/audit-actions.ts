/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const reviewAuditActions = [
  'review-approve',
  'review-reject',
  'data-export',
  'deletion-ask',
  'deletion-confirm',
  'deletion-decline',
] as const;
