/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const rolesAuditActions = [
  'role-create',
  'role-edit',
  'role-delete',
  'role-give',
  'role-take',
] as const;
