import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

const DAY_MS = 86_400_000;

export async function countUsersSince(db: DbOrTrx, from: number, to = Number.MAX_SAFE_INTEGER) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function countByStatus(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .orderBy('status')
    .execute();
}

/** Sign-ups per UTC day from `from` on, keyed by day number since the epoch. */
export function countByDay(db: DbOrTrx, from: number) {
  // An inlined integer literal: a bound JS number is a REAL in SQLite and would not floor.
  const day = sql<number>`${sql.ref('created_at')} / ${sql.lit(DAY_MS)}`;
  return db
    .selectFrom('users')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', from)
    .groupBy(day)
    .execute();
}

export function countBySport(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .innerJoin('sports', 'sports.id', 'users.sport_id')
    .select((eb) => ['sports.name', eb.fn.countAll<number>().as('n')])
    .groupBy('sports.name')
    .orderBy('n', 'desc')
    .execute();
}

export function recentUsers(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('users')
    .select(['public_id', 'full_name', 'user_name', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function countActiveSessions(db: DbOrTrx, now: number, idleMs: number) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', now - idleMs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
