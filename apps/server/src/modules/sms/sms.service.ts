import type { PageQuery, SmsOutboxItem } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { listSms } from './sms.repository.ts';

/** One page of the SMS log as the outbox shows it. */
export async function outboxPage(db: Db, { page, pageSize }: PageQuery) {
  const { rows, total } = await listSms(db, page, pageSize);
  const items: SmsOutboxItem[] = rows.map((r) => ({
    id: r.id,
    to: r.to_number,
    kind: r.kind as SmsOutboxItem['kind'],
    text: r.text,
    driver: r.driver,
    deliveryStatus: r.delivery_status,
    providerMessageId: r.provider_message_id,
    attempts: r.attempts,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { items, total, page, pageSize };
}
