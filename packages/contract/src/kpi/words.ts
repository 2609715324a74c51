import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { kpiCsv as csv } from './export-words.ts';

export const registryAr = {
  'Key figures': 'المؤشرات الرئيسية',
  KPIs: 'مؤشرات الأداء',
} satisfies Record<RegistryWords<'kpi'>, string>;
