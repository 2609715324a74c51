import type { DbOrTrx } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';

/** The account a text goes to: its number, whether that is verified, and its name. */
export function findRecipient(db: DbOrTrx, by: { userId: number } | { publicId: string }) {
  const q = db.selectFrom('users').select(['id', 'public_id', 'full_name', 'mobile_e164', 'status']);
  return (
    'userId' in by ? q.where('id', '=', by.userId) : q.where('public_id', '=', by.publicId)
  ).executeTakeFirst();
}

/** The accounts of many ids (those deleted are missing). */
export function findRecipients(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'mobile_e164', 'status'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Those of `ids` who opted out of non-urgent texts. */
export async function optedOutOf(db: DbOrTrx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sms_opt_outs')
    .select('user_id')
    .where('user_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function isOptedOut(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOptOut(db: DbOrTrx, userId: number, optedOut: boolean): Promise<void> {
  if (!optedOut) {
    await db.deleteFrom('sms_opt_outs').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('sms_opt_outs')
    .values({ user_id: userId, created_at: Date.now() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Moves a text on only from the status it is read in: two processes releasing it at once move it once. */
export async function moveSms(
  db: DbOrTrx,
  id: number,
  from: SmsDeliveryStatus,
  set: { status: SmsDeliveryStatus; error?: string | null },
): Promise<boolean> {
  const res = await db
    .updateTable('sms_outbox')
    .set({ delivery_status: set.status, error: set.error ?? null, updated_at: Date.now() })
    .where('id', '=', id)
    .where('delivery_status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
