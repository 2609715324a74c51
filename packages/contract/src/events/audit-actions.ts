/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const eventsAuditActions = [
  'event-create',
  'event-edit',
  'event-status',
  'event-export',
  'registration-staff',
] as const;
