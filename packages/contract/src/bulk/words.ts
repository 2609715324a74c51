import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { bulkAudit as audit } from './audit-words.ts';
export { bulkStatusCsv as csv } from './export-words.ts';

export const registryAr = {
  'Bulk work': 'العمل الجماعي',
  Jobs: 'المهام',
  'Import subscribers': 'استيراد المشتركين',
} satisfies Record<RegistryWords<'bulk'>, string>;
