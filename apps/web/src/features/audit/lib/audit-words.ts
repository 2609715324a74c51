import { use } from 'react';
import { loadAuditWords, type AuditWords } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * The trail's words in the reader's language, every area's (each area's `words.ts`, loaded apart
 * from the console's first load): the page suspends until they have come. They live in the
 * contract because the server words the CSV export with the same ones (packages/contract/src/audit-words).
 */
export function useAuditWords(): AuditWords {
  const { language } = useT();
  return use(loadAuditWords())[language === 'ar' ? 'ar' : 'en'];
}
