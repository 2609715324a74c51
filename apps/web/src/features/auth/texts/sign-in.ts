import { i18n } from '../../../lib/i18n/i18n.ts';
import { login } from './en/login.ts';

/**
 * The sign-in page's own English, bundled with it (the page imports this file), so the first page
 * most visits open needs no second download; ./en.ts has them too, with the rest of the area's
 * English and their keys.
 */
export const signInTexts = { login };
i18n.addResourceBundle('en', 'translation', signInTexts, true, false);
