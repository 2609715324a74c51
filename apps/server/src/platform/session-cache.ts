import { onAuthChange } from '../db/auth-changes.ts';
import type { Db } from '../db/connect.ts';
import { findSession, findSessionByHash, type SessionRow } from './sessions.repository.ts';
import { hashToken } from './tokens.ts';

const CAPACITY = 10_000;

/**
 * Looks up the session behind a token on every call, from memory where the database reports its
 * changes as they are written (the embedded database: db/auth-changes.ts). A cached row is
 * dropped the moment its session, user or role changes — any column, a last-used stamp included —
 * so an ended session or a suspended account is refused exactly as without the cache; expiry is
 * judged by the clock on the row as before. Where changes are not reported (PostgreSQL, whose
 * other processes write too) every call reads the database.
 */
export function createSessionLookup(db: Db): (token: string) => Promise<SessionRow | undefined> {
  const rows = new Map<string, SessionRow>();
  // Sessions change often (a last-used stamp a minute); users and roles seldom, so they are scanned.
  const keyOfSession = new Map<number, string>();
  const forget = (key: string) => {
    const row = rows.get(key);
    if (!row) return;
    rows.delete(key);
    keyOfSession.delete(row.sessionId);
  };
  // Bumped by every change: a read that started before one must not store what it read.
  let generation = 0;
  const watching = onAuthChange(db, ({ table, id }) => {
    generation++;
    if (table === 'sessions') {
      const key = keyOfSession.get(id);
      if (key) forget(key);
      return;
    }
    for (const [key, row] of rows) if (table === 'roles' || row.userId === id) forget(key);
  });
  if (!watching) return (token) => findSession(db, token);

  return async (token) => {
    const key = hashToken(token);
    const cached = rows.get(key);
    if (cached) return cached;
    const readAt = generation;
    const row = await findSessionByHash(db, key);
    if (row && readAt === generation) {
      if (rows.size >= CAPACITY) forget(rows.keys().next().value as string);
      rows.set(key, row);
      keyOfSession.set(row.sessionId, key);
    }
    return row;
  };
}
