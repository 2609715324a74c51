import type { DbOrTrx } from '../../db/connect.ts';

export async function countUsersSince(db: DbOrTrx, from: number, to = Number.MAX_SAFE_INTEGER) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Everyone counted by status and sport in one pass over the (status, sport) index
 * (migrations/20270223100000_dashboard_counts.ts), not two over a million rows.
 */
export function countByStatusAndSport(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .select((eb) => ['status', 'sport_id', eb.fn.countAll<number>().as('n')])
    .groupBy(['status', 'sport_id'])
    .execute();
}

export const sportNames = (db: DbOrTrx) => db.selectFrom('sports').select(['id', 'name']).execute();

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
