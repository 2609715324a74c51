import { redirect, type LoaderFunctionArgs } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@fieldhouse/contract';
import { catchEarlySearchShortcut } from '../lib/early-search-shortcut.ts';
import { getSessionSnapshot, storeChildLink } from '../lib/session.ts';
import { loginRedirect, loginStep, safeReturnTo, sessionTarget } from '../lib/session-check.ts';

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

/** The auth shell's session check: a fully signed-in user does not see the login form. */
export function loginLoader({ request }: LoaderFunctionArgs) {
  if (loginStep(getSessionSnapshot()) !== 'signed-in') return null;
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  return redirect(safeReturnTo(returnTo) ?? HOME_PATH);
}

/** Route `/x?c=…&p=…` (spec §2): keep the parent link, then go through sign-in with it. */
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
