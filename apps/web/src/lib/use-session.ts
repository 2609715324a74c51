import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from './session.ts';
import type { SessionSnapshot } from './session-check.ts';

/** A visitor with no session: what the page drawn at build time shows (build/prerender.ts). */
const SIGNED_OUT: SessionSnapshot = {
  token: null,
  userStatus: null,
  childId: null,
  fullName: '',
  userName: '',
  subscriberID: '',
  profileImg: '',
};

/** The stored session, re-rendering on sign-in, sign-out and parent-link changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => SIGNED_OUT);
}
