import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { NewUser } from '../../db/database.ts';
import type { Boundary } from '../../platform/cursor.ts';
import { accountColumns } from '../../platform/users.repository.ts';

/** Staff: everyone whose role is not the Subscriber role. */
function staff(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .where((eb) => eb.or([eb('roles.key', 'is', null), eb('roles.key', '!=', 'subscriber')]))
    .select([
      ...accountColumns,
      'users.role_id',
      'roles.name as role_name',
      'roles.key as role_key',
      (eb) =>
        eb
          .selectFrom('staff_invitations')
          .select('staff_invitations.created_at')
          .whereRef('staff_invitations.user_id', '=', 'users.id')
          .where('staff_invitations.used_at', 'is', null)
          .orderBy('staff_invitations.id', 'desc')
          .limit(1)
          .as('invited_at'),
      (eb) =>
        eb
          .selectFrom('staff_invitations')
          .select('staff_invitations.id')
          .whereRef('staff_invitations.user_id', '=', 'users.id')
          .where('staff_invitations.used_at', 'is not', null)
          .limit(1)
          .as('accepted'),
    ]);
}
export type StaffRow = Awaited<ReturnType<typeof findStaff>> & object;

const nameKey = sql<string>`lower(users.full_name)`;

/** A page by name (then id), one more than asked so the caller knows whether another follows. */
export function staffPage(db: DbOrTrx, query: { q?: string; after: Boundary<string> | null; limit: number }) {
  let select = staff(db);
  if (query.q) {
    // Pattern characters are dropped: a search is for text, never a pattern.
    const q = query.q.toLowerCase().replace(/[%_\\]/g, '');
    const digits = q.replace(/\D/g, '');
    select = select.where((eb) =>
      eb.or([
        eb(nameKey, 'like', `%${q}%`),
        eb(sql`lower(users.user_name)`, 'like', `%${q}%`),
        ...(digits.length >= 3 ? [eb('users.mobile_e164', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (query.after) {
    const { value: name, id } = query.after;
    select = select.where((eb) =>
      eb.or([eb(nameKey, '>', name), eb.and([eb(nameKey, '=', name), eb('users.id', '>', id)])]),
    );
  }
  return select
    .orderBy(nameKey)
    .orderBy('users.id')
    .limit(query.limit + 1)
    .execute();
}

export function findStaff(db: DbOrTrx, publicId: string) {
  return staff(db).where('users.public_id', '=', publicId).executeTakeFirst();
}

/** The user names among these that someone has, in any case. */
export async function takenUserNames(db: DbOrTrx, candidates: string[]) {
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(user_name)`.as('name'))
    .where(
      sql<string>`lower(user_name)`,
      'in',
      candidates.map((c) => c.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((row) => row.name));
}

export async function insertStaff(db: DbOrTrx, user: NewUser) {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A new invitation; any earlier link of theirs stops working. */
export async function insertInvitation(
  db: DbOrTrx,
  invitation: { userId: number; tokenHash: string; by: number; now: number; expiresAt: number },
) {
  await db
    .updateTable('staff_invitations')
    .set({ expires_at: invitation.now })
    .where('user_id', '=', invitation.userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', invitation.now)
    .execute();
  await db
    .insertInto('staff_invitations')
    .values({
      user_id: invitation.userId,
      token_hash: invitation.tokenHash,
      created_by: invitation.by,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** The live invitation with this token's hash, and whom it is for. */
export function liveInvitation(db: DbOrTrx, tokenHash: string, now: number) {
  return db
    .selectFrom('staff_invitations')
    .innerJoin('users', 'users.id', 'staff_invitations.user_id')
    .select([
      'staff_invitations.id',
      'users.id as user_id',
      'users.full_name',
      'users.user_name',
      'users.status',
    ])
    .where('staff_invitations.token_hash', '=', tokenHash)
    .where('staff_invitations.used_at', 'is', null)
    .where('staff_invitations.expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the invitation; false when another request used it first. */
export async function useInvitation(db: DbOrTrx, id: number, now: number) {
  const result = await db
    .updateTable('staff_invitations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setFirstPassword(db: DbOrTrx, userId: number, passwordHash: string, now: number) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
