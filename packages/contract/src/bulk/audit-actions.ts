/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const bulkAuditActions = ['bulk-status-start', 'subscribers-import', 'bulk-text-start'] as const;
