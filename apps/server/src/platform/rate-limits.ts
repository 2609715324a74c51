import {
  ADDRESS_MAX_FAILURES,
  CONNECTION_ASKS_PER_HOUR,
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_WINDOW_MINUTES,
  OTP_SENDS_PER_NUMBER_PER_HOUR,
  PARENT_REQUESTS_PER_DAY,
  STAFF_TEXTS_PER_PERSON_PER_DAY,
} from '@fieldhouse/contract';
import type { Transaction } from 'kysely';
import type { DbOrTrx } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import * as repo from './rate-limits.repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SIGN_IN_WINDOW_MS = LOCKOUT_WINDOW_MINUTES * MINUTE_MS;

/** The name a limit's attempts are stored under (`rate_limit_hits.limit_name`). */
export type LimitName =
  | 'connection-asks'
  | 'otp-sends-per-number'
  | 'otp-sends-per-address'
  | 'parent-requests'
  | 'chat-sends'
  | 'registrations-per-address'
  | 'sign-in-failures-per-account'
  | 'sign-in-failures-per-address'
  | 'sign-in-failures-per-device'
  | 'staff-texts-per-person'
  | 'team-announcements';

/** At most `max` counted attempts per key in any rolling `windowMs`. */
export type Limit = { readonly name: LimitName; readonly windowMs: number; readonly max: number };

export const LIMITS = {
  /** Requests to connect a user makes, and user names they asked for that found nobody; key: user id. */
  connectionAsks: { name: 'connection-asks', windowMs: HOUR_MS, max: CONNECTION_ASKS_PER_HOUR },
  /** Phone codes sent to one number; key: the number, +E.164. */
  otpSendsPerNumber: { name: 'otp-sends-per-number', windowMs: HOUR_MS, max: OTP_SENDS_PER_NUMBER_PER_HOUR },
  /** Parent requests a child sends; key: the child's user id. */
  parentRequests: { name: 'parent-requests', windowMs: DAY_MS, max: PARENT_REQUESTS_PER_DAY },
  /**
   * Sign-in attempts on an account from browsers it does not know; key: user id. An attempt is
   * reserved before its password is checked and given back if it succeeds.
   */
  signInPerAccount: {
    name: 'sign-in-failures-per-account',
    windowMs: SIGN_IN_WINDOW_MS,
    max: LOCKOUT_MAX_FAILURES,
  },
  /** Sign-in attempts from one client address, whatever name they give; key: the address. */
  signInPerAddress: {
    name: 'sign-in-failures-per-address',
    windowMs: SIGN_IN_WINDOW_MS,
    max: ADDRESS_MAX_FAILURES,
  },
  /** Texts staff send one person, whoever sends them; key: the person's user id. */
  staffTextsPerPerson: {
    name: 'staff-texts-per-person',
    windowMs: DAY_MS,
    max: STAFF_TEXTS_PER_PERSON_PER_DAY,
  },
  /** Sign-in attempts from a browser that signed in to the account before; key: its device row id. */
  signInPerDevice: {
    name: 'sign-in-failures-per-device',
    windowMs: SIGN_IN_WINDOW_MS,
    max: LOCKOUT_MAX_FAILURES,
  },
} as const satisfies Record<string, Limit>;

/** The longest window of any limit: older attempts count for nothing (the clean-up job removes them). */
export const LONGEST_LIMIT_WINDOW_MS = DAY_MS;

/** Accounts made from one client address; key: the address. Its size is configured. */
export const registrationsPerAddress = (max: number): Limit => ({
  name: 'registrations-per-address',
  windowMs: HOUR_MS,
  max,
});

/** Phone codes asked for from one client address; key: the address. Its size is configured. */
export const otpSendsPerAddress = (max: number): Limit => ({
  name: 'otp-sends-per-address',
  windowMs: HOUR_MS,
  max,
});

/** Chat messages, text or picture, one person sends; key: the user id. Its size is configured. */
export const chatSends = (max: number): Limit => ({ name: 'chat-sends', windowMs: MINUTE_MS, max });

/** Team announcements one person makes, to any team; key: the user id. Its size is configured. */
export const teamAnnouncements = (max: number): Limit => ({
  name: 'team-announcements',
  windowMs: HOUR_MS,
  max,
});

export type Hit = { allowed: true; hitId: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against `limit` for `key` and records it if it is within the limit; a refused
 * attempt records nothing. Attempts on one key are counted one at a time: each first takes the
 * key's row lock (an upsert on PostgreSQL holds it until the transaction ends; SQLite runs one
 * writing transaction at a time), so parallel requests cannot all see room for one more. Given a
 * transaction, the hit commits or rolls back with it; otherwise it commits on its own.
 */
export async function hit(db: DbOrTrx, limit: Limit, key: string): Promise<Hit> {
  if (db.isTransaction) return hitLocked(db as Transaction<Database>, limit, key);
  return db.transaction().execute((trx) => hitLocked(trx, limit, key));
}

async function hitLocked(trx: Transaction<Database>, limit: Limit, key: string): Promise<Hit> {
  await repo.lockKey(trx, limit.name, key);
  const now = Date.now();
  const since = now - limit.windowMs;
  const { n, oldest } = await repo.countSince(trx, limit.name, key, since);
  if (n >= limit.max) return { allowed: false, retryAfterSeconds: (oldest + limit.windowMs - now) / 1000 };
  // Attempts out of the window count for nothing any more: they go, so the table stays small.
  await repo.forgetBefore(trx, limit.name, key, since);
  return { allowed: true, hitId: await repo.insertHit(trx, limit.name, key, now) };
}

/** Gives reserved attempts back: they no longer count against their limits. */
export async function release(db: DbOrTrx, hitIds: readonly number[]) {
  if (hitIds.length > 0) await repo.deleteHits(db, hitIds);
}

/** Forgets the attempts on `key` up to and including `hitId`; those reserved after it still count. */
export async function forgetUpTo(db: DbOrTrx, limit: Limit, key: string, hitId: number) {
  await repo.forgetUpTo(db, limit.name, key, hitId);
}

/** How many attempts on `key` count now. */
export async function used(db: DbOrTrx, limit: Limit, key: string): Promise<number> {
  return (await repo.countSince(db, limit.name, key, Date.now() - limit.windowMs)).n;
}
