import fp from 'fastify-plugin';
import { UserStatus, type Access } from '@fieldhouse/contract';
import type { Db } from '../db/connect.ts';
import { AppError, accountRejected, accountSuspended, forbidden, unauthenticated } from './errors.ts';
import { roleActions } from './grants.ts';
import { roleCache } from './role-cache.ts';
import { createSessionLookup } from './session-cache.ts';
import { touchSession, type SessionLifetimes, type SessionRow } from './sessions.repository.ts';

export type AuthContext = {
  sessionId: number;
  userId: number;
  publicId: string;
  status: number;
  roleId: number;
  roleName: string;
  grantsVersion: number;
  /** Signed in with a one-time password: only changing it or signing out is allowed. */
  mustChangePassword: boolean;
};

// Module augmentation only works with interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A machine's signed request (the contract's body `'signed'`): no anti-forgery token. */
    signed?: true;
  }
  interface FastifyInstance {
    /** The grant keys the caller's role holds now (cached per role and grants version). */
    heldActions(auth: AuthContext): Promise<ReadonlySet<string>>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The menu item the caller is working in (`menuID` header), for the audit log. */
    menuId: number | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Statuses whose holder is shut out of everything: sessions, the live channel, the calendar address. */
export const REFUSED_STATUSES: readonly number[] = [UserStatus.suspended, UserStatus.rejected];

const WAITING = new Set<number>([UserStatus.awaitingReview, UserStatus.awaitingParent]);

// Writing last_used_at on every call would cost a write per request; a minute of slack is harmless.
const TOUCH_EVERY_MS = 60_000;

/** Checks every API call against the access its route declares; a route without one cannot be registered. */
export const authPlugin = fp<{ db: Db; lifetimes: SessionLifetimes; prefix: string }>(
  async (app, { db, lifetimes, prefix }) => {
    const actionsOf = roleCache((roleId) => roleActions(db, roleId));
    const findSession = createSessionLookup(db);
    app.decorate('heldActions', (auth: AuthContext) => actionsOf(auth.roleId, auth.grantsVersion));
    app.decorateRequest('auth', null);
    app.decorateRequest('menuId', null);

    // What an account signed in with a one-time password may do: choose its own, or leave.
    const FIRST_PASSWORD_ROUTES = new Set([`${prefix}/subscriber/password`, `${prefix}/logout`]);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(prefix) && !route.config?.access) {
        throw new Error(`Route ${route.method.toString()} ${route.url} declares no access rule`);
      }
    });

    /** The caller behind a token, or the reason the token can't be used. */
    async function authenticate(token: string): Promise<AuthContext> {
      const now = Date.now();
      const row = await findSession(token);
      const problem = sessionProblem(row, now, lifetimes);
      if (problem || !row) throw problem ?? unauthenticated();
      if (now - row.last_used_at >= TOUCH_EVERY_MS) await touchSession(db, row.sessionId, now);
      return toAuthContext(row);
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const menuHeader = Number(request.headers.menuid);
      request.menuId = Number.isInteger(menuHeader) && menuHeader > 0 ? menuHeader : null;

      const header = request.headers.authorization;
      // The scheme name is case-insensitive (RFC 9110 §11.1).
      const token = header && /^bearer /i.test(header) ? header.slice(7).trim() : '';
      if (access === 'public') {
        // A stale token left in the browser must not stop anyone signing in again or signing up.
        request.auth = token ? await authenticate(token).catch(() => null) : null;
        return;
      }
      if (!token) throw unauthenticated();
      request.auth = await authenticate(token);
      const firstPasswordRoute = FIRST_PASSWORD_ROUTES.has(request.routeOptions.url ?? '');
      const problem = accessProblem(request.auth, access, firstPasswordRoute);
      if (problem) throw problem;
      if (typeof access === 'object') {
        const held = await actionsOf(request.auth.roleId, request.auth.grantsVersion);
        if (!held.has(access.action)) throw forbidden();
      }
    });
  },
  { name: 'auth' },
);

/**
 * What the account's standing forbids on a route with `access`, grants apart: a one-time password
 * to replace first (unless the route is for that), a phone to verify, an account not active yet.
 */
export function accessProblem(
  auth: AuthContext,
  access: Exclude<Access, 'public'>,
  firstPasswordRoute = false,
): AppError | null {
  if (auth.mustChangePassword && !firstPasswordRoute) {
    return new AppError(
      403,
      'PASSWORD_CHANGE_REQUIRED',
      'You signed in with a one-time password. Choose a password of your own first.',
    );
  }
  if (access === 'phone-verification') return null;
  if (auth.status === UserStatus.phoneNotVerified) {
    return new AppError(403, 'PHONE_NOT_VERIFIED', 'Verify your phone number first.');
  }
  if (typeof access === 'object') {
    const waiting = WAITING.has(auth.status);
    if (auth.status !== UserStatus.active && !(waiting && access.waiting)) {
      return forbidden('Your account is not active yet, so this is not available.');
    }
  }
  return null;
}

/**
 * Why a live channel must not listen on this session: the rules of a signed-in call (ended,
 * expired, account refused, one-time password, phone not verified), checked in one place.
 */
export function liveProblem(row: SessionRow | undefined, now: number, lifetimes: SessionLifetimes) {
  const problem = sessionProblem(row, now, lifetimes);
  if (problem || !row) return problem ?? unauthenticated();
  return accessProblem(toAuthContext(row), 'signed-in');
}

/** Until when a session row stays usable by the clock alone (its idle and absolute lifetimes). */
export const usableUntil = (row: SessionRow, lifetimes: SessionLifetimes) =>
  Math.min(row.expires_at, row.last_used_at + lifetimes.idleMs);

/** Why a session can't be used right now (ended, expired, account refused), or null when it can. */
export function sessionProblem(
  row: SessionRow | undefined,
  now: number,
  lifetimes: SessionLifetimes,
): AppError | null {
  if (!row || row.revoked_at !== null)
    return unauthenticated('Your session has ended. Please sign in again.');
  if (now >= row.expires_at || now - row.last_used_at >= lifetimes.idleMs) {
    return new AppError(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
  }
  if (row.status === UserStatus.suspended) return accountSuspended(row.status_reason);
  if (row.status === UserStatus.rejected) return accountRejected(row.status_reason);
  return null;
}

export function toAuthContext(row: SessionRow): AuthContext {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    publicId: row.public_id,
    status: row.status,
    roleId: row.role_id,
    roleName: row.roleName,
    grantsVersion: row.grants_version,
    mustChangePassword: row.must_change_password === 1,
  };
}
