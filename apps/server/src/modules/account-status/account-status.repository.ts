import type { DbOrTrx } from '../../db/connect.ts';

export function findStatus(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select(['status', 'status_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The child's newest parent request still waiting for an answer, if any. */
export function openParentRequest(db: DbOrTrx, childId: number, now: number) {
  return db
    .selectFrom('parent_requests')
    .select(['parent_mobile_e164', 'expires_at'])
    .where('child_id', '=', childId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
