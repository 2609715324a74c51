import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { reviewAudit as audit } from './audit-words.ts';

export const registryAr = {
  Registrations: 'التسجيلات',
} satisfies Record<RegistryWords<'review'>, string>;
