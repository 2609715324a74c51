import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { subscribersAudit as audit } from './audit-words.ts';
export { subscribersExportWords as csv } from './export-words.ts';

export const registryAr = {
  Subscribers: 'المشتركون',
  'Deletion requests': 'طلبات الحذف',
} satisfies Record<RegistryWords<'subscriber'>, string>;
