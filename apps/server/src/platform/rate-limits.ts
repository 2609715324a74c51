import {
  CONNECTION_ASKS_PER_HOUR,
  OTP_SENDS_PER_NUMBER_PER_HOUR,
  PARENT_REQUESTS_PER_DAY,
} from '@fieldhouse/contract';
import type { Transaction } from 'kysely';
import type { DbOrTrx } from '../db/connect.ts';
import type { Database } from '../db/database.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The name a limit's attempts are stored under (`rate_limit_hits.limit_name`). */
export type LimitName =
  'connection-asks' | 'otp-sends-per-number' | 'otp-sends-per-address' | 'parent-requests' | 'chat-sends';

/** At most `max` counted attempts per key in any rolling `windowMs`. */
export type Limit = { readonly name: LimitName; readonly windowMs: number; readonly max: number };

export const LIMITS = {
  /** Requests to connect a user makes, and user names they asked for that found nobody; key: user id. */
  connectionAsks: { name: 'connection-asks', windowMs: HOUR_MS, max: CONNECTION_ASKS_PER_HOUR },
  /** Phone codes sent to one number; key: the number, +E.164. */
  otpSendsPerNumber: { name: 'otp-sends-per-number', windowMs: HOUR_MS, max: OTP_SENDS_PER_NUMBER_PER_HOUR },
  /** Parent requests a child sends; key: the child's user id. */
  parentRequests: { name: 'parent-requests', windowMs: DAY_MS, max: PARENT_REQUESTS_PER_DAY },
} as const satisfies Record<string, Limit>;

/** Phone codes asked for from one client address; key: the address. Its size is configured. */
export const otpSendsPerAddress = (max: number): Limit => ({
  name: 'otp-sends-per-address',
  windowMs: HOUR_MS,
  max,
});

/** Chat messages, text or picture, one person sends; key: the user id. Its size is configured. */
export const chatSends = (max: number): Limit => ({ name: 'chat-sends', windowMs: MINUTE_MS, max });

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
  await trx
    .insertInto('rate_limit_keys')
    .values({ limit_name: limit.name, key })
    .onConflict((oc) =>
      oc.columns(['limit_name', 'key']).doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })),
    )
    .execute();
  const now = Date.now();
  const since = now - limit.windowMs;
  const used = await trx
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('at').as('oldest')])
    .where('limit_name', '=', limit.name)
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(used.n) >= limit.max) {
    return { allowed: false, retryAfterSeconds: (Number(used.oldest) + limit.windowMs - now) / 1000 };
  }
  // Attempts out of the window count for nothing any more: they go, so the table stays small.
  await trx
    .deleteFrom('rate_limit_hits')
    .where('limit_name', '=', limit.name)
    .where('key', '=', key)
    .where('at', '<=', since)
    .execute();
  const row = await trx
    .insertInto('rate_limit_hits')
    .values({ limit_name: limit.name, key, at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { allowed: true, hitId: row.id };
}
