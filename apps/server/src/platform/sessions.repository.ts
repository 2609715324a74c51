import { CompiledQuery, type InferResult } from 'kysely';
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

function sessionQuery(db: DbOrTrx, tokenHash: string) {
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
      'users.status_reason',
      'users.role_id',
      'users.must_change_password',
      'roles.name as roleName',
      'roles.grants_version',
    ])
    .where('sessions.token_hash', '=', tokenHash);
}

export type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];
const compiledSessionQuery = new WeakMap<DbOrTrx, CompiledQuery>();

/**
 * The session behind a token, with its user and role. It runs on every call, so it is compiled
 * once per database: building and compiling the query costs far more than running it.
 */
export function findSession(db: DbOrTrx, token: string): Promise<SessionRow | undefined> {
  return findSessionByHash(db, hashToken(token));
}

export async function findSessionByHash(db: DbOrTrx, tokenHash: string): Promise<SessionRow | undefined> {
  let compiled = compiledSessionQuery.get(db);
  if (!compiled) {
    compiled = sessionQuery(db, '').compile();
    compiledSessionQuery.set(db, compiled);
  }
  const result = await db.executeQuery<SessionRow>(CompiledQuery.raw(compiled.sql, [tokenHash]));
  return result.rows[0];
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

/** Ends every session the person has open; how many there were. */
export async function endSessions(db: DbOrTrx, userId: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
