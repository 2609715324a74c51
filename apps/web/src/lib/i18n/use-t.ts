import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

/**
 * The translate function, re-rendering its component when the language changes. (A few lines of
 * our own instead of react-i18next: the sign-in page's JavaScript budget has no room for it.)
 */
export function useT() {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  // i18n.t always reads the current language; `language` is here so callers can depend on it.
  return { t: i18n.t, language };
}
