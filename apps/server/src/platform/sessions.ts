import type { DbOrTrx } from '../db/connect.ts';
import { hashToken, newToken } from './tokens.ts';

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

/** Opens a session and returns the token; only its hash is stored. */
export async function createSession(
  db: DbOrTrx,
  userId: number,
  lifetimes: SessionLifetimes,
  client: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: now + lifetimes.absoluteMs,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

export function findSession(db: DbOrTrx, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_used_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id as userId',
      'users.public_id',
      'users.status',
      'users.role_id',
      'roles.name as roleName',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function touchSession(db: DbOrTrx, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: DbOrTrx, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function roleHoldsGrant(db: DbOrTrx, roleId: number, grant: string): Promise<boolean> {
  const row = await db
    .selectFrom('role_grants')
    .innerJoin('menu_items', 'menu_items.id', 'role_grants.menu_item_id')
    .select('role_grants.role_id')
    .where('role_grants.role_id', '=', roleId)
    .where('menu_items.grant_key', '=', grant)
    .executeTakeFirst();
  return row !== undefined;
}
