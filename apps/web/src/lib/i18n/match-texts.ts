import { matchTexts } from './en/match-texts.ts';
import { i18n } from './i18n.ts';

/*
 * Imported by the matches pages: their English arrives in their own chunk before they render,
 * so the console shell and dashboard do not grow with it (Arabic, loaded when chosen, has all).
 */
i18n.addResourceBundle('en', 'translation', matchTexts, true, false);
