import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: its contract's
// `words` loads this file when asked (area-contract.ts).
export { reviewAudit as audit } from './audit-words.ts';

export const registryAr = {
  Registrations: 'التسجيلات',
} satisfies Record<RegistryWords<'review'>, string>;
