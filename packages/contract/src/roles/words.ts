import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { rolesAudit as audit } from './audit-words.ts';

export const registryAr = {
  Roles: 'الأدوار',
} satisfies Record<RegistryWords<'roles'>, string>;
