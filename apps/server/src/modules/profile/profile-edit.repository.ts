import type { DbOrTrx } from '../../db/connect.ts';

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
