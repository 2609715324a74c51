import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { UsersTable } from '../../db/database.ts';

export function findAccount(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'date_of_birth',
      'mobile_e164',
      'password_hash',
      'profile_image',
      'pending_isd_code',
      'pending_mobile',
      'sport_id',
      'isd_code',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

type Editable = Updateable<
  Pick<
    UsersTable,
    | 'full_name'
    | 'user_name'
    | 'email'
    | 'gender'
    | 'sport_id'
    | 'pending_isd_code'
    | 'pending_mobile'
    | 'password_hash'
    | 'must_change_password'
    | 'profile_image'
  >
>;

export async function updateAccount(db: DbOrTrx, userId: number, changes: Editable): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of the user but the one in use. */
export async function revokeOtherSessions(db: DbOrTrx, userId: number, keepSessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
