import {
  CHILD_ID_KEY,
  PARENT_ID_KEY,
  REF_MARKER,
  SESSION_KEYS,
  type LoginResponse,
  type SessionKey,
} from '@fieldhouse/contract';
import type { SessionSnapshot } from './session-check.ts';

/*
 * The per-tab session (sessionStorage, SESSION_KEYS) and the parent-link ids (localStorage).
 * Storage events do not fire in the tab that writes, so writers notify subscribers themselves.
 */

// Beside the spec's SESSION_KEYS: set only for an account signed in with a one-time password.
const MUST_CHANGE_PASSWORD_KEY = 'mustChangePassword';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionSnapshot | undefined;

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readSessionValue(key: SessionKey): string | null {
  return sessionStorage.getItem(key);
}

/** A stable object per change, so it can back useSyncExternalStore. */
export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= {
    token: sessionStorage.getItem('token') || null,
    userStatus: sessionStorage.getItem('userStatus'),
    childId: localStorage.getItem(CHILD_ID_KEY) || null,
    fullName: sessionStorage.getItem('fullName') ?? '',
    userName: sessionStorage.getItem('userName') ?? '',
    subscriberID: sessionStorage.getItem('subscriberID') ?? '',
    profileImg: sessionStorage.getItem('profileImg') ?? '',
    mustChangePassword: sessionStorage.getItem(MUST_CHANGE_PASSWORD_KEY) === '1',
  };
  return snapshot;
}

export function saveSession(login: LoginResponse): void {
  const values: Record<Exclude<SessionKey, 'menuID'>, string> = {
    fullName: login.fullName,
    isdCode: login.isdCode,
    token: login.token,
    role: login.role,
    subscriberID: login.subscriberID,
    subscriberSeqID: String(login.subscriberSeqID),
    userName: login.userName,
    userStatus: String(login.userStatus),
    ref: REF_MARKER,
    profileImg: login.profileImg,
  };
  for (const key of SESSION_KEYS) {
    if (key !== 'menuID') sessionStorage.setItem(key, values[key]);
  }
  if (login.mustChangePassword) sessionStorage.setItem(MUST_CHANGE_PASSWORD_KEY, '1');
  else sessionStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
  changed();
}

/** The one-time password was replaced: the console may open. */
export function passwordChosen(): void {
  sessionStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
  changed();
}

/** A step (phone verified, review or parent decision) moved the account on: the session check follows. */
export function setUserStatus(status: number): void {
  sessionStorage.setItem('userStatus', String(status));
  changed();
}

/** The user changed their own name, number or picture: the stored copies follow, for the next page load. */
export function updateSessionProfile(
  changes: Partial<Record<'fullName' | 'userName' | 'isdCode' | 'profileImg', string>>,
): void {
  for (const [key, value] of Object.entries(changes)) sessionStorage.setItem(key, value);
  changed();
}

/** Logout and expiry clear the whole tab session, the chosen menu item included. */
export function clearSession(): void {
  sessionStorage.clear();
  changed();
}

export function getMenuId(): string | null {
  return sessionStorage.getItem('menuID');
}

export function setMenuId(id: number): void {
  sessionStorage.setItem('menuID', String(id));
}

/** Route `/x?c=…&p=…` keeps these across tabs and restarts until the approval is dealt with. */
export function storeChildLink(childId: string | null, parentId: string | null): void {
  if (childId) localStorage.setItem(CHILD_ID_KEY, childId);
  if (parentId) localStorage.setItem(PARENT_ID_KEY, parentId);
  changed();
}

export function readParentId(): string | null {
  return localStorage.getItem(PARENT_ID_KEY) || null;
}

export function clearChildLink(): void {
  localStorage.removeItem(CHILD_ID_KEY);
  localStorage.removeItem(PARENT_ID_KEY);
  changed();
}

// Another tab can set or clear the parent link; the per-tab session never changes from outside.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === CHILD_ID_KEY || event.key === PARENT_ID_KEY) changed();
  });
}
