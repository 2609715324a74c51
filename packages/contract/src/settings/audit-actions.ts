/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const settingsAuditActions = ['settings-edit', 'settings-logo'] as const;
