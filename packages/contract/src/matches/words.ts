import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: its contract's
// `words` loads this file when asked (area-contract.ts).
export { matchesAudit as audit } from './audit-words.ts';

export const registryAr = {
  Matches: 'المباريات',
} satisfies Record<RegistryWords<'match'>, string>;
