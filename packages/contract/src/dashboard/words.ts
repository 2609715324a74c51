import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.

export const registryAr = {
  Dashboard: 'لوحة المعلومات',
  Analytics: 'التحليلات',
  Live: 'مباشر',
} satisfies Record<RegistryWords<'dashboard'>, string>;
