import { AREA_EXPORT_WORDS } from './areas.ts';
import { auditExportWords } from '../audit/export-words.ts';
import type { AreaExportWords } from './area.ts';
import type { ExportWords, SharedExportWords } from './word.ts';

/** The shared words with every area's headers added, and the audit trail's (gathered apart). */
export function withAreaExportWords(shared: SharedExportWords, language: 'en' | 'ar'): ExportWords {
  const areas: AreaExportWords<object>[] = [...Object.values(AREA_EXPORT_WORDS), auditExportWords];
  return Object.assign({}, shared, ...areas.map((words) => words[language])) as ExportWords;
}
