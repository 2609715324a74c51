import type { DbOrTrx } from '../../db/connect.ts';

const requestColumns = ['public_id', 'status', 'reason', 'created_at'] as const;

/** The newest request about the account, if any. */
export function newestRequest(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('deletion_requests')
    .select(requestColumns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds a waiting request (one per account: a partial unique index refuses a second). */
export async function insertRequest(
  db: DbOrTrx,
  row: { public_id: string; user_id: number; requested_by: number; created_at: number },
) {
  await db
    .insertInto('deletion_requests')
    .values({ ...row, status: 'pending' })
    .execute();
}

/** A page of the waiting requests, oldest first, with whose account and who asked. */
export async function waitingPage(db: DbOrTrx, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('deletion_requests as r')
    .innerJoin('users as owner', 'owner.id', 'r.user_id')
    .innerJoin('users as asker', 'asker.id', 'r.requested_by')
    .select([
      'r.public_id',
      'r.created_at',
      'r.user_id',
      'r.requested_by',
      'owner.public_id as owner_public_id',
      'owner.full_name',
      'owner.user_name',
      'asker.full_name as asker_full_name',
      'asker.user_name as asker_user_name',
    ])
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('deletion_requests')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** A waiting request by its public id, with its account's role. */
export function findWaiting(db: DbOrTrx, publicId: string) {
  return db
    .selectFrom('deletion_requests as r')
    .innerJoin('users', 'users.id', 'r.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'r.id',
      'r.user_id',
      'r.requested_by',
      'r.status',
      'users.public_id',
      'users.full_name',
      'roles.key as role_key',
    ])
    .where('r.public_id', '=', publicId)
    .executeTakeFirst();
}

/** Moves a waiting request to its decision; false if it was no longer waiting. */
export async function decide(
  db: DbOrTrx,
  id: number,
  d: { status: 'confirmed' | 'declined'; reason: string | null; by: number; at: number },
) {
  const result = await db
    .updateTable('deletion_requests')
    .set({ status: d.status, reason: d.reason, decided_by: d.by, decided_at: d.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
