import { fullTexts } from './en/full.ts';
import { i18n } from './i18n.ts';

/*
 * Imported by every page beyond sign-in (sign-up, the steps after it, the console shell): its
 * English arrives in that page's chunk, before anything renders, and the sign-in page stays light.
 */
i18n.addResourceBundle('en', 'translation', fullTexts, true, false);
