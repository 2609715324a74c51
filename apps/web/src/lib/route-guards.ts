import { redirect, type LoaderFunctionArgs } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@fieldhouse/contract';
import { catchEarlySearchShortcut } from './early-search-shortcut.ts';
import { getSessionSnapshot, storeChildLink } from './session.ts';
import { isSignedIn, loginRedirect, sessionTarget, type SessionTarget } from './session-check.ts';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Console routes: only a session the session check would send to the dashboard may enter. */
export function requireConsoleAccess({ request }: LoaderFunctionArgs) {
  const session = getSessionSnapshot();
  if (sessionTarget(session) !== HOME_PATH) return redirect(loginRedirect(session, pathOf(request)));
  return null;
}

/** The console shell's guard, which also keeps an early search shortcut for the shell to honour. */
export function consoleShellLoader(args: LoaderFunctionArgs) {
  const denied = requireConsoleAccess(args);
  if (!denied) catchEarlySearchShortcut();
  return denied;
}

/** Registration is for visitors; a signed-in user goes wherever the session check says. */
export function registerLoader() {
  const session = getSessionSnapshot();
  return isSignedIn(session) ? redirect(sessionTarget(session)) : null;
}

/** A step page (code screen, review wait) opens only for the session the check sends there. */
export function requireSessionStep(step: SessionTarget) {
  return () => {
    const target = sessionTarget(getSessionSnapshot());
    return target === step ? null : redirect(target);
  };
}

/** Route `/x?c=…&p=…` (the link texted to a parent): keep the parent link, then go through sign-in with it. */
export function childLinkLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const childId = params.get('c');
  const parentId = params.get('p');
  storeChildLink(childId, parentId);
  const query = new URLSearchParams();
  if (childId) query.set('c', childId);
  if (parentId) query.set('p', parentId);
  const search = query.toString();
  return redirect(search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH);
}
