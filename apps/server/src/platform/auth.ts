import fp from 'fastify-plugin';
import { UserStatus } from '@fieldhouse/contract';
import type { Db } from '../db/connect.ts';
import { AppError, accountRejected, accountSuspended, forbidden, unauthenticated } from './errors.ts';
import { roleCache } from './role-cache.ts';
import {
  findSession,
  roleGrantKeys,
  touchSession,
  type SessionLifetimes,
  type SessionRow,
} from './sessions.ts';

/**
 * What a route needs: anyone; a signed-in user whose phone is verified (`signed-in`); any
 * signed-in user, even one still at status 2 (`phone-verification`: only the few calls a new
 * account needs to verify its phone); or an active user whose role holds a grant.
 */
export type Access = 'public' | 'signed-in' | 'phone-verification' | { grant: string };

export type AuthContext = {
  sessionId: number;
  userId: number;
  publicId: string;
  status: number;
  roleId: number;
  roleName: string;
  grantsVersion: number;
};

// Module augmentation only works with interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** The grant keys the caller's role holds now (cached per role and grants version). */
    grantKeys(auth: AuthContext): Promise<ReadonlySet<string>>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The menu item the caller is working in (`menuID` header), for the audit log. */
    menuId: number | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

// Writing last_used_at on every call would cost a write per request; a minute of slack is harmless.
const TOUCH_EVERY_MS = 60_000;

/** Checks every API call against the access its route declares; a route without one cannot be registered. */
export const authPlugin = fp<{ db: Db; lifetimes: SessionLifetimes; prefix: string }>(
  async (app, { db, lifetimes, prefix }) => {
    const grantKeys = roleCache((roleId) => roleGrantKeys(db, roleId));
    app.decorate('grantKeys', (auth: AuthContext) => grantKeys(auth.roleId, auth.grantsVersion));
    app.decorateRequest('auth', null);
    app.decorateRequest('menuId', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(prefix) && !route.config?.access) {
        throw new Error(`Route ${route.method.toString()} ${route.url} declares no access rule`);
      }
    });

    /** The caller behind a token, or the reason the token can't be used. */
    async function authenticate(token: string): Promise<AuthContext> {
      const now = Date.now();
      const row = await findSession(db, token);
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
      if (access === 'phone-verification') return;

      if (request.auth.status === UserStatus.phoneNotVerified) {
        throw new AppError(403, 'PHONE_NOT_VERIFIED', 'Verify your phone number first.');
      }

      if (typeof access === 'object') {
        if (request.auth.status !== UserStatus.active) {
          throw forbidden('Your account is not active yet, so this is not available.');
        }
        const keys = await grantKeys(request.auth.roleId, request.auth.grantsVersion);
        if (!keys.has(access.grant)) throw forbidden();
      }
    });
  },
  { name: 'auth' },
);

/** The signed-in caller; only for routes whose access is not 'public'. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

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
  };
}
