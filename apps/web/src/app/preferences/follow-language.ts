import { changeLanguage, directionOf, i18n, isLanguage } from '../../lib/i18n/i18n.ts';
import { choosePreferences, getPreferences, subscribePreferences } from './preferences-store.ts';

/*
 * The language lives in two places: i18n (which texts show) and the theme settings (what is saved
 * and what the boot script reads). A language chosen elsewhere — the sign-in page's switch —
 * becomes a settings choice, with its direction; one chosen in the settings loads its texts.
 */
let driving = false;

async function followSettings(): Promise<void> {
  if (driving) return;
  driving = true;
  try {
    // Loop: the user may choose again while a language's texts are still loading.
    while (i18n.language !== getPreferences().language) await changeLanguage(getPreferences().language);
  } catch {
    // Texts that failed to load leave the console in the language it has; choosing again retries.
  } finally {
    driving = false;
  }
}

export function linkLanguageToPreferences(): void {
  i18n.on('languageChanged', (language: string) => {
    if (driving || !isLanguage(language) || language === getPreferences().language) return;
    choosePreferences({ language, direction: directionOf(language) });
  });
  subscribePreferences(() => void followSettings());
}
