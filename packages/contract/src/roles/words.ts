import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: its contract's
// `words` loads this file when asked (area-contract.ts).
export { rolesAudit as audit } from './audit-words.ts';

export const registryAr = {
  Roles: 'الأدوار',
} satisfies Record<RegistryWords<'roles'>, string>;
