import type { DbOrTrx } from '../../db/connect.ts';
import type { OtpPurpose } from '../../db/database.ts';

export function findOtpUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'status',
      'date_of_birth',
      'isd_code',
      'mobile',
      'mobile_e164',
      'pending_isd_code',
      'pending_mobile',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Takes the user's row lock for the rest of the transaction (PostgreSQL; SQLite locks the whole
 * file on write), so two processes can't both pass the resend wait and send twice.
 */
export async function lockUser(db: DbOrTrx, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/** The newest code for a purpose: the only one that can be used. */
export function latestCode(db: DbOrTrx, userId: number, purpose: OtpPurpose) {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertCode(
  db: DbOrTrx,
  code: {
    userId: number;
    purpose: OtpPurpose;
    mobileE164: string;
    salt: string;
    codeHash: string;
    attempts: number;
    ip: string;
    now: number;
    ttlMs: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('otp_codes')
    .values({
      user_id: code.userId,
      purpose: code.purpose,
      mobile_e164: code.mobileE164,
      salt: code.salt,
      code_hash: code.codeHash,
      attempts: code.attempts,
      ip: code.ip,
      created_at: code.now,
      expires_at: code.now + code.ttlMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Spends one try, before the code is compared: the tries spent now, or null when none was left
 * (other requests spent the last ones first). One statement, so parallel requests can't compare
 * more often than the code allows.
 */
export async function spendTry(db: DbOrTrx, id: number, maxTries: number): Promise<number | null> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Marks the code used; false when it already was (a code works once). */
export async function consumeCode(db: DbOrTrx, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setStatus(db: DbOrTrx, userId: number, status: number): Promise<void> {
  await db.updateTable('users').set({ status, updated_at: Date.now() }).where('id', '=', userId).execute();
}

/** The verified new number replaces the old one. */
export async function applyPendingMobile(db: DbOrTrx, userId: number, isdCode: string, mobile: string) {
  await db
    .updateTable('users')
    .set({
      isd_code: isdCode,
      mobile,
      mobile_e164: `${isdCode}${mobile}`,
      pending_isd_code: null,
      pending_mobile: null,
      updated_at: Date.now(),
    })
    .where('id', '=', userId)
    .execute();
}
