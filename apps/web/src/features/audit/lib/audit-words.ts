import { auditWordsAr, auditWordsEn, type AuditWords } from '@fieldhouse/contract';

/**
 * The trail's words in the reader's language. They live in the contract because the server words
 * the CSV export with the same ones (packages/contract/src/audit-words).
 */
export const auditWordsFor = (language: string): AuditWords =>
  language === 'ar' ? auditWordsAr : auditWordsEn;
