/*
 * The console's own texts (phone codes, approvals, offers, reminders…) are written in the language
 * the recipient reads the console in. Each area keeps its texts' words beside it, in a
 * `*-texts.ts` file, as one function per language; the server picks one where it composes the text.
 */

/** The languages a text of the console's own is written in. */
export type TextLanguage = 'en' | 'ar';

/** One text of the console's own, in every language it is sent in, from the values it names. */
export type SmsTexts<P> = { [L in TextLanguage]: (p: P) => string };

/** A text in the recipient's language. */
export const textFor = <P>(language: TextLanguage, words: SmsTexts<P>, params: P): string =>
  words[language](params);
