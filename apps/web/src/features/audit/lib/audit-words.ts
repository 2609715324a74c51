import { loadAuditWords, type AuditLanguage, type AuditWords } from '@fieldhouse/contract';

let loaded: Record<AuditLanguage, AuditWords> | undefined;

/**
 * The trail's words, every area's (each area's `words.ts`, loaded apart from the console's first
 * load). The page's route waits for them before it draws. They live in the contract because the
 * server words the CSV export with the same ones (packages/contract/src/audit-words).
 */
export async function loadTrailWords(): Promise<void> {
  loaded ??= await loadAuditWords();
}

/** The trail's words in the reader's language (loaded before the page draws: `loadTrailWords`). */
export function auditWordsFor(language: string): AuditWords {
  if (!loaded) throw new Error('The audit trail’s words are read before they loaded');
  return loaded[language === 'ar' ? 'ar' : 'en'];
}
