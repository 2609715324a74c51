/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const subscribersAuditActions = [
  'subscriber-edit',
  'subscriber-suspend',
  'subscriber-reactivate',
  'subscriber-sign-out',
  'subscriber-text',
  'parent-link-add',
  'parent-link-remove',
  'subscriber-export',
] as const;
