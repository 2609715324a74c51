import { sql, type SelectQueryBuilder } from 'kysely';
import { RECORD_LIST_SIZE } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Boundary } from '../../platform/cursor.ts';
import type { SessionLifetimes } from '../../platform/sessions.repository.ts';

/** Who changed the person's status, newest first. */
export function statusHistory(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('status_changes')
    .leftJoin('users as by', 'by.id', 'status_changes.changed_by')
    .select([
      'status_changes.from_status',
      'status_changes.to_status',
      'status_changes.reason',
      'status_changes.at',
      'by.public_id as by_public_id',
      'by.full_name as by_full_name',
    ])
    .where('status_changes.user_id', '=', userId)
    .orderBy('status_changes.at', 'desc')
    .orderBy('status_changes.id', 'desc')
    .limit(RECORD_LIST_SIZE)
    .execute();
}

const sessionColumns = [
  'id',
  'created_at',
  'last_used_at',
  'expires_at',
  'revoked_at',
  'ip',
  'user_agent',
] as const;

/** Sessions that can still be used: not ended, not past either lifetime. */
export function openSessions(db: DbOrTrx, userId: number, lifetimes: SessionLifetimes, now: number) {
  return db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', now - lifetimes.idleMs)
    .orderBy('last_used_at', 'desc')
    .limit(RECORD_LIST_SIZE)
    .execute();
}

/** Every sign-in (each opened a session), newest first. */
export function signIns(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECORD_LIST_SIZE)
    .execute();
}

export type SessionRow = Awaited<ReturnType<typeof signIns>>[number];

/** Where a newest-first page ended: its last row's time and id. */
export type Before = Boundary<number> | null;

// Row values compare as a pair on both databases: older, or as old with a lower id.
const olderThan = (before: NonNullable<Before>) =>
  sql<boolean>`(created_at, id) < (${before.value}, ${before.id})`;

/** Newest first, one more than asked (so the caller knows if more follow), older than `before` when given. */
function newestPage<TB extends 'notifications' | 'sms_outbox', O>(
  select: SelectQueryBuilder<Database, TB, O>,
  before: Before,
  limit: number,
) {
  return (before ? select.where(olderThan(before)) : select)
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(limit + 1)
    .execute();
}

/** A page of the person's notifications. */
export function notificationsPage(db: DbOrTrx, userId: number, before: Before, limit = RECORD_LIST_SIZE) {
  const select = db
    .selectFrom('notifications')
    .select(['id', 'message', 'created_at', 'seen_at'])
    .where('user_id', '=', userId);
  return newestPage(select, before, limit);
}

/** A page of the texts to the person. */
export function textsPage(db: DbOrTrx, userId: number, before: Before, limit = RECORD_LIST_SIZE) {
  const select = db
    .selectFrom('sms_outbox')
    .select(['id', 'kind', 'text', 'to_number', 'delivery_status', 'created_at'])
    .where('user_id', '=', userId);
  return newestPage(select, before, limit);
}

/** The seeded role key of the person's role (`superAdmin`…), or null for a role staff made. */
export async function roleKeyOf(db: DbOrTrx, roleId: number) {
  const row = await db.selectFrom('roles').select('key').where('id', '=', roleId).executeTakeFirst();
  return row?.key ?? null;
}
