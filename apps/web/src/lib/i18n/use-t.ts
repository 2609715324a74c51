import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

// Words that arrive after a component drew (an area's English, a page reloaded with a panel open)
// count as a change too: each bundle added moves this on, so nothing keeps showing a key.
let wordsVersion = 0;
i18n.store.on('added', () => void wordsVersion++);

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
};
const snapshot = () => `${i18n.language} ${wordsVersion}`;

/**
 * The translate function, re-rendering its component when the language changes or words arrive. (A few lines of
 * our own instead of react-i18next: the sign-in page's JavaScript budget has no room for it.)
 */
export function useT() {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // i18n.t always reads the current language; `language` is here so callers can depend on it.
  return { t: i18n.t, language: i18n.language };
}
