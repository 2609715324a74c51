import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: its contract's
// `words` loads this file when asked (area-contract.ts).

export const registryAr = {
  Dashboard: 'لوحة المعلومات',
  Analytics: 'التحليلات',
  Live: 'مباشر',
} satisfies Record<RegistryWords<'dashboard'>, string>;
