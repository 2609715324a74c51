import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { choosePreferences, getPreferences, subscribePreferences } from './preferences-store.ts';

/**
 * Mantine keeps its colour scheme in the theme settings instead of its own storage key, so the
 * header toggle, the settings panel and the server copy are one value.
 */
export function preferencesColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => getPreferences().colorScheme,
    set: (value: MantineColorScheme) => {
      if (value !== 'auto') choosePreferences({ colorScheme: value });
    },
    subscribe: (onUpdate) => {
      unsubscribe = subscribePreferences(() => onUpdate(getPreferences().colorScheme));
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => choosePreferences({ colorScheme: 'light' }),
  };
}
