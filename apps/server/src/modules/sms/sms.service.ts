import type { PageQuery, SmsOutboxItem } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { maskSecrets } from '../../platform/sms/mask.ts';
import { listSms } from './sms.repository.ts';

/** One page of the SMS log as the outbox shows it. */
export async function outboxPage(db: Db, { page, pageSize }: PageQuery) {
  const { rows, total } = await listSms(db, page, pageSize);
  const items: SmsOutboxItem[] = rows.map((r) => ({
    id: r.id,
    to: r.to_number,
    kind: r.kind as SmsOutboxItem['kind'],
    // Stored masked already; masked again so no path to this page can ever show a secret.
    text: maskSecrets(r),
    driver: r.driver,
    deliveryStatus: r.delivery_status,
    providerMessageId: r.provider_message_id,
    attempts: r.attempts,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { items, total, page, pageSize };
}
