import { UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { detailColumns } from '../../platform/users.repository.ts';

/** One page of the accounts waiting for staff, oldest first (first come, first served). */
export async function listWaiting(db: DbOrTrx, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('users')
      .leftJoin('sports', 'sports.id', 'users.sport_id')
      .select([...detailColumns, 'sports.name as sport'])
      .where('users.status', '=', UserStatus.awaitingReview)
      .orderBy('users.created_at')
      .orderBy('users.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', UserStatus.awaitingReview)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Moves a waiting account on; false when it was no longer waiting (another reviewer was first). */
export async function decide(db: DbOrTrx, userId: number, status: number, reason: string | null) {
  const result = await db
    .updateTable('users')
    .set({ status, status_reason: reason, updated_at: Date.now() })
    .where('id', '=', userId)
    .where('status', '=', UserStatus.awaitingReview)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
