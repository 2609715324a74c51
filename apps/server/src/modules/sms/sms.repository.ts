import { sql, type SqlBool } from 'kysely';
import type { SmsLogQuery } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';

/** One page of the SMS log, newest first, and how many there are in all. */
export async function listSms(db: DbOrTrx, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The log's filters, its days turned into instants: from `since` (ms) and before `until`. */
export type LogFilter = Omit<SmsLogQuery, 'from' | 'to'> & { since?: number; until?: number };

/** The texts older than `after` (created_at, id) that pass the filters, newest first; one more than `limit` says there is a next page. */
export function logPage(db: DbOrTrx, f: LogFilter, after: { at: number; id: number } | null) {
  let q = db
    .selectFrom('sms_outbox as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.public_id as recipient_public_id', 'u.full_name as recipient_name']);
  if (f.status) q = q.where('s.delivery_status', '=', f.status);
  if (f.since !== undefined) q = q.where('s.created_at', '>=', f.since);
  if (f.until !== undefined) q = q.where('s.created_at', '<', f.until);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<SqlBool>`(lower(s.to_number) like ${like} escape '\\' or lower(u.full_name) like ${like} escape '\\')`,
    );
  }
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('s.created_at', '<', after.at),
        eb.and([eb('s.created_at', '=', after.at), eb('s.id', '<', after.id)]),
      ]),
    );
  }
  return q
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

/** A delivery report, applied only over the status it was read in (a report racing another loses). */
export async function applyReport(
  db: DbOrTrx,
  id: number,
  from: SmsDeliveryStatus,
  set: { status: SmsDeliveryStatus; providerMessageId: string | null; error: string | null },
): Promise<boolean> {
  const res = await db
    .updateTable('sms_outbox')
    .set({
      delivery_status: set.status,
      provider_message_id: set.providerMessageId,
      error: set.error,
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .where('delivery_status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
