import { HOME_PATH, LOGIN_PATH, UserStatus } from '@fieldhouse/contract';
import { AWAITING_REVIEW_PATH, FIRST_PASSWORD_PATH, VERIFY_PATH } from './auth-paths.ts';

/** What the session rules look at, read from storage (strings as stored, null when absent). */
export type SessionSnapshot = {
  token: string | null;
  userStatus: string | null;
  childId: string | null;
  fullName: string;
  userName: string;
  subscriberID: string;
  profileImg: string;
  /** Signed in with a one-time password that is not changed yet. */
  mustChangePassword?: boolean;
};

type CheckInput = Pick<SessionSnapshot, 'token' | 'userStatus' | 'childId' | 'mustChangePassword'>;

export function isSignedIn(session: CheckInput): boolean {
  return Boolean(session.token);
}

function hasStatus(session: CheckInput, status: UserStatus): boolean {
  return Number(session.userStatus) === status;
}

export type SessionTarget =
  | typeof LOGIN_PATH
  | typeof HOME_PATH
  | typeof VERIFY_PATH
  | typeof AWAITING_REVIEW_PATH
  | typeof FIRST_PASSWORD_PATH;

/**
 * The session check: no token, a stored childId, or userStatus 7 → login; otherwise the
 * dashboard, after the steps before the console: an unverified phone (status 2) goes to the code
 * screen first, and an account awaiting review (3) to its waiting page unless it came to approve
 * a child; one signed in with a one-time password chooses their own first. Runs after sign-in and whenever the auth shell opens.
 */
export function sessionTarget(session: CheckInput): SessionTarget {
  if (!isSignedIn(session)) return LOGIN_PATH;
  if (hasStatus(session, UserStatus.phoneNotVerified)) return VERIFY_PATH;
  if (session.childId || hasStatus(session, UserStatus.awaitingParent)) return LOGIN_PATH;
  if (hasStatus(session, UserStatus.awaitingReview)) return AWAITING_REVIEW_PATH;
  if (session.mustChangePassword) return FIRST_PASSWORD_PATH;
  return HOME_PATH;
}

export type LoginStep =
  'form' | 'verify-phone' | 'awaiting-parent' | 'parent-approval' | 'awaiting-review' | 'signed-in';

/**
 * What /auth/login shows. A child waiting for a parent cannot approve anyone, so the waiting
 * step wins over a parent link that happens to be stored in the same browser; a phone not yet
 * verified comes before everything, since that token can do nothing else.
 */
export function loginStep(session: CheckInput): LoginStep {
  if (!isSignedIn(session)) return 'form';
  if (hasStatus(session, UserStatus.phoneNotVerified)) return 'verify-phone';
  if (hasStatus(session, UserStatus.awaitingParent)) return 'awaiting-parent';
  if (session.childId) return 'parent-approval';
  if (hasStatus(session, UserStatus.awaitingReview)) return 'awaiting-review';
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
  if (isSignedIn(session)) return sessionTarget(session);
  const back = safeReturnTo(currentPath);
  return back ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(back)}` : LOGIN_PATH;
}
