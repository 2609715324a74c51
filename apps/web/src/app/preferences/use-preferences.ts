import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, type Preferences } from '@fieldhouse/contract';
import { getPreferences, subscribePreferences } from './preferences-store.ts';

/** The theme settings in use, re-rendering on every change (from the panel, a route or the server). */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, () => DEFAULT_PREFERENCES);
}
