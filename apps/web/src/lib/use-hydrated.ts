import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the one rendered at build time (build/prerender.ts) and React is still
 * taking it over; true from then on, and in every page the app draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
