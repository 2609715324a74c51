import { useSyncExternalStore } from 'react';
import type { Preferences } from '@fieldhouse/contract';
import { getPreferences, subscribePreferences } from './preferences-store.ts';

/** The theme settings in use, re-rendering on every change (from the panel, a route or the server). */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}
