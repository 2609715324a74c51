import type { DbOrTrx } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import type { SmsMessage } from './gateway.ts';
import { maskSecrets } from './mask.ts';

/** Who sent a text, when a held one goes out, and why a skipped one was not sent. */
export type SmsLogExtra = { startedBy?: number | null; heldUntil?: number | null; error?: string | null };

/** Logs a text with its secrets masked (mask.ts): no reader of the log can ever see them. */
export async function insertSms(
  db: DbOrTrx,
  message: SmsMessage,
  driver: string,
  status: SmsDeliveryStatus,
  extra: SmsLogExtra = {},
): Promise<number> {
  const row = await db
    .insertInto('sms_outbox')
    .values(logRow({ message, status, ...extra }, driver, Date.now()))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One text of `insertSmsMany`: the message, its status and the log's extras. */
export type SmsLogEntry = SmsLogExtra & { message: SmsMessage; status: SmsDeliveryStatus };

const logRow = (e: SmsLogEntry, driver: string, now: number) => ({
  user_id: e.message.userId ?? null,
  to_number: e.message.to,
  kind: e.message.kind,
  text: maskSecrets(e.message),
  driver,
  delivery_status: e.status,
  started_by: e.startedBy ?? null,
  held_until: e.heldUntil ?? null,
  error: e.error ?? null,
  created_at: now,
  updated_at: now,
});

/** Rows per statement: 11 values each stays within SQLite's 32,766 and PostgreSQL's 65,535. */
const MANY_CHUNK = 1_000;

/** Logs many texts in few statements, masked like one; answers each row's id with its account, in order. */
export async function insertSmsMany(db: DbOrTrx, entries: readonly SmsLogEntry[], driver: string) {
  const now = Date.now();
  const made: { id: number; user_id: number | null }[] = [];
  for (let from = 0; from < entries.length; from += MANY_CHUNK) {
    const rows = entries.slice(from, from + MANY_CHUNK).map((e) => logRow(e, driver, now));
    made.push(...(await db.insertInto('sms_outbox').values(rows).returning(['id', 'user_id']).execute()));
  }
  return made;
}

export async function updateSmsDelivery(
  db: DbOrTrx,
  id: number,
  update: {
    status: SmsDeliveryStatus;
    attempts: number;
    providerMessageId: string | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({
      delivery_status: update.status,
      attempts: update.attempts,
      provider_message_id: update.providerMessageId,
      error: update.error,
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .execute();
}

export function findSms(db: DbOrTrx, id: number) {
  return db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A try the provider did not accept; the text stays queued while tries are left. */
export async function recordSmsTry(db: DbOrTrx, id: number, attempts: number, error: string) {
  await db
    .updateTable('sms_outbox')
    .set({ attempts, error, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

/** The text will not be sent: its job gave up. */
export async function markSmsFailed(db: DbOrTrx, id: number, error: string) {
  await db
    .updateTable('sms_outbox')
    .set({ delivery_status: 'failed', error, updated_at: Date.now() })
    .where('id', '=', id)
    .where('delivery_status', '=', 'queued')
    .execute();
}
