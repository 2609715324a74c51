import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from './session.ts';
import type { SessionSnapshot } from './session-check.ts';

/** The stored session, re-rendering on sign-in, sign-out and parent-link changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}
