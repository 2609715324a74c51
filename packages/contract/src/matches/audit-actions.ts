/** The kinds of entry this area writes to the trail (the console's filter lists them without their words, audit-words.ts). */
export const matchesAuditActions = [
  'competition-edit',
  'fixtures-create',
  'match-edit',
  'match-score',
  'team-players',
  'team-announcement',
] as const;
