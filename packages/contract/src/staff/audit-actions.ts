/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const staffAuditActions = [
  'staff-invite',
  'staff-reinvite',
  'staff-deactivate',
  'staff-reactivate',
  'invitation-accepted',
] as const;
