import { loadAreaWords } from '../area-words.ts';
import { auditExportWords } from '../audit/export-words.ts';
import type { AreaExportWords } from './area.ts';
import { sharedExportWordsAr } from './ar.ts';
import { sharedExportWordsEn } from './en.ts';
import type { ExportWords, SharedExportWords } from './word.ts';

export type ExportLanguage = 'en' | 'ar';

/** The shared words with every area's headers added, and the audit trail's (gathered apart). */
function withAreaExportWords(
  shared: SharedExportWords,
  language: ExportLanguage,
  areas: readonly AreaExportWords<object>[],
): ExportWords {
  return Object.assign(
    {},
    shared,
    ...[...areas, auditExportWords].map((words) => words[language]),
  ) as ExportWords;
}

let loaded: Promise<Record<ExportLanguage, ExportWords>> | undefined;

/** The CSV exports' words in each language, every area's headers included, once loaded. */
export function loadExportWords(): Promise<Record<ExportLanguage, ExportWords>> {
  loaded ??= loadAreaWords().then((words) => {
    const areas = Object.values(words).flatMap((area) => (area.csv ? [area.csv] : []));
    return {
      en: withAreaExportWords(sharedExportWordsEn, 'en', areas),
      ar: withAreaExportWords(sharedExportWordsAr, 'ar', areas),
    };
  });
  return loaded;
}
