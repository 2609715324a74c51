import { i18n } from '../../../lib/i18n/i18n.ts';
import { login } from './en/login.ts';
import type {} from '../../../lib/i18n/english.ts'; // The interface its keys merge into.

/**
 * The sign-in page's own English, bundled with it (the page imports this file), so the first page
 * most visits open needs no second download; the rest of the area's English is ./en.ts.
 */
export const signInTexts = { login };
i18n.addResourceBundle('en', 'translation', signInTexts, true, false);

declare module '../../../lib/i18n/english.ts' {
  interface English {
    login: typeof login;
  }
}
