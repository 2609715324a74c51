import type { DbOrTrx } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import type { SmsMessage } from './gateway.ts';
import { maskSecrets } from './mask.ts';

/** Logs a text with its secrets masked (mask.ts): no reader of the log can ever see them. */
export async function insertSms(
  db: DbOrTrx,
  message: SmsMessage,
  driver: string,
  status: SmsDeliveryStatus,
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('sms_outbox')
    .values({
      user_id: message.userId ?? null,
      to_number: message.to,
      kind: message.kind,
      text: maskSecrets(message),
      driver,
      delivery_status: status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
