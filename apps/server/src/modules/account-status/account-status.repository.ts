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

/** The status the person had before their latest suspension (a reactivation goes back to it). */
export async function statusBeforeSuspension(db: DbOrTrx, userId: number, suspended: number) {
  const row = await db
    .selectFrom('status_changes')
    .select('from_status')
    .where('user_id', '=', userId)
    .where('to_status', '=', suspended)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_status;
}

/** Moves the status on if it is still `from`, and records the change; false when someone else moved it first. */
export async function changeStatus(
  trx: DbOrTrx,
  change: { userId: number; from: number; to: number; reason: string | null; by: number },
): Promise<boolean> {
  const now = Date.now();
  const result = await trx
    .updateTable('users')
    .set({ status: change.to, status_reason: change.reason, updated_at: now })
    .where('id', '=', change.userId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await trx
    .insertInto('status_changes')
    .values({
      user_id: change.userId,
      from_status: change.from,
      to_status: change.to,
      reason: change.reason,
      changed_by: change.by,
      at: now,
    })
    .execute();
  return true;
}
