import fp from 'fastify-plugin';
import { UserStatus } from '@fieldhouse/contract';
import type { Db } from '../db/connect.ts';
import { AppError, forbidden, unauthenticated } from './errors.ts';
import { findSession, roleHoldsGrant, touchSession, type SessionLifetimes } from './sessions.ts';

/** What a route needs: anyone, any signed-in user, or an active user whose role holds a grant. */
export type Access = 'public' | 'signed-in' | { grant: string };

export type AuthContext = {
  sessionId: number;
  userId: number;
  publicId: string;
  status: number;
  roleId: number;
  roleName: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The menu item the caller is working in (`menuID` header), for the audit log. */
    menuId: number | null;
  }
}

// Writing last_used_at on every call would cost a write per request; a minute of slack is harmless.
const TOUCH_EVERY_MS = 60_000;

/** Checks every API call against the access its route declares; a route without one cannot be registered. */
export const authPlugin = fp<{ db: Db; lifetimes: SessionLifetimes; prefix: string }>(
  async (app, { db, lifetimes, prefix }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('menuId', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(prefix) && !route.config?.access) {
        throw new Error(`Route ${route.method.toString()} ${route.url} declares no access rule`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const menuHeader = Number(request.headers.menuid);
      request.menuId = Number.isInteger(menuHeader) && menuHeader > 0 ? menuHeader : null;

      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (access === 'public' && !token) return;
      if (!token) throw unauthenticated();

      const row = await findSession(db, token);
      const now = Date.now();
      if (!row || row.revoked_at !== null) {
        throw unauthenticated('Your session has ended. Please sign in again.');
      }
      if (now >= row.expires_at || now - row.last_used_at >= lifetimes.idleMs) {
        throw new AppError(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
      }
      if (row.status === UserStatus.suspended || row.status === UserStatus.rejected) {
        throw new AppError(403, 'ACCOUNT_SUSPENDED', 'Your account can no longer be used.');
      }
      if (now - row.last_used_at >= TOUCH_EVERY_MS) await touchSession(db, row.sessionId, now);
      request.auth = {
        sessionId: row.sessionId,
        userId: row.userId,
        publicId: row.public_id,
        status: row.status,
        roleId: row.role_id,
        roleName: row.roleName,
      };

      if (typeof access === 'object') {
        if (row.status !== UserStatus.active) {
          throw forbidden('Your account is not active yet, so this is not available.');
        }
        if (!(await roleHoldsGrant(db, row.role_id, access.grant))) throw forbidden();
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
