import type SQLite from 'better-sqlite3';
import type { Db } from './connect.ts';

/** A row that decides whether a session may be used changed (or went): a session, a user or a role. */
export type AuthChange = { table: 'sessions' | 'users' | 'roles'; id: number };
type Listener = (change: AuthChange) => void;

/** The SQL function the embedded database's triggers call (migration `auth_change_triggers`). */
export const AUTH_CHANGED_FUNCTION = 'fieldhouse_auth_changed';

const listenersOf = new WeakMap<Db, Set<Listener>>();

/**
 * Gives the embedded database the function its triggers call, and returns the set its calls go
 * to. It runs inside the writing statement, synchronously, in this process — the only process
 * that writes the embedded database — so a listener hears of a change before anyone can read it.
 */
export function reportAuthChanges(file: SQLite.Database): Set<Listener> {
  const listeners = new Set<Listener>();
  file.function(AUTH_CHANGED_FUNCTION, { deterministic: false }, (table: unknown, id: unknown) => {
    const change = { table, id: Number(id) } as AuthChange;
    for (const listener of listeners) listener(change);
    return null;
  });
  return listeners;
}

export function bindAuthChanges(db: Db, listeners: Set<Listener>) {
  listenersOf.set(db, listeners);
}

/**
 * Calls `listener` on every change to a session, user or role, as the change is written; null
 * when the database cannot say (PostgreSQL: another process may write it), so nothing may be
 * cached from those tables.
 */
export function onAuthChange(db: Db, listener: Listener): (() => void) | null {
  const listeners = listenersOf.get(db);
  if (!listeners) return null;
  listeners.add(listener);
  return () => listeners.delete(listener);
}
