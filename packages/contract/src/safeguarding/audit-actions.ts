/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const safeguardingAuditActions = [
  'safeguarding-report-read',
  'safeguarding-report-decide',
  'safeguarding-chat-suspend',
  'safeguarding-chat-lift',
] as const;
