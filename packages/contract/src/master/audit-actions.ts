/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const masterAuditActions = [
  'master-create',
  'master-edit',
  'master-archive',
  'master-restore',
  'master-delete',
] as const;
