import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { paymentAudit as audit } from './audit-words.ts';
export { paymentExportWords as csv } from './export-words.ts';

export const registryAr = {
  Payments: 'المدفوعات',
} satisfies Record<RegistryWords<'payment'>, string>;
