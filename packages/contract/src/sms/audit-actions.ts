/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const smsAuditActions = ['sms-template-add', 'sms-template-edit', 'sms-template-remove'] as const;
