import { HOME_PATH, LOGIN_PATH, UserStatus } from '@fieldhouse/contract';

/** What the session rules look at, read from storage (strings as stored, null when absent). */
export type SessionSnapshot = {
  token: string | null;
  userStatus: string | null;
  childId: string | null;
  fullName: string;
  userName: string;
  subscriberID: string;
  profileImg: string;
};

type CheckInput = Pick<SessionSnapshot, 'token' | 'userStatus' | 'childId'>;

export function isSignedIn(session: CheckInput): boolean {
  return Boolean(session.token);
}

function awaitsParent(session: CheckInput): boolean {
  return Number(session.userStatus) === UserStatus.awaitingParent;
}

/**
 * The session check of PRODUCT.md: no token, a stored childId, or userStatus 7 → login;
 * otherwise the dashboard. Runs after sign-in and whenever the auth shell opens.
 */
export function sessionTarget(session: CheckInput): typeof LOGIN_PATH | typeof HOME_PATH {
  if (!isSignedIn(session) || session.childId || awaitsParent(session)) return LOGIN_PATH;
  return HOME_PATH;
}

export type LoginStep = 'form' | 'awaiting-parent' | 'parent-approval' | 'signed-in';

/**
 * What /auth/login shows. A child waiting for a parent cannot approve anyone, so the waiting
 * step wins over a parent link that happens to be stored in the same browser.
 */
export function loginStep(session: CheckInput): LoginStep {
  if (!isSignedIn(session)) return 'form';
  if (awaitsParent(session)) return 'awaiting-parent';
  if (session.childId) return 'parent-approval';
  return 'signed-in';
}

/** Only same-origin console paths are followed after sign-in, never another site or the auth shell. */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`) || raw.startsWith(`${LOGIN_PATH}/`)) {
    return null;
  }
  return raw;
}

/** Where the console guard sends a visitor who may not enter; the way back only for signed-out ones. */
export function loginRedirect(session: CheckInput, currentPath: string): string {
  if (isSignedIn(session)) return LOGIN_PATH;
  const back = safeReturnTo(currentPath);
  return back ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(back)}` : LOGIN_PATH;
}
