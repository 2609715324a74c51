import { i18n } from './i18n.ts';

/**
 * What is wrong with a field, in the reader's language: that language's text for the code
 * (lib/i18n/ar/fields.ts), else the English given — the server's, or the contract's for a check
 * made here. A field without a code (an older server) keeps its English.
 */
export function fieldText(code: string | undefined, english: string): string {
  return code ? i18n.t(`fields.${code}`, english) : english;
}
