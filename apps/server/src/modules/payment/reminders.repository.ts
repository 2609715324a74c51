import { sql, type SqlBool } from 'kysely';
import { UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

/* The overdue invoices due a reminder, and the claim of each reminder. */

const balance = sql<number>`(i.total_minor - i.paid_minor + i.refunded_minor)`;

/**
 * Invoices not void, past their due day with something left to pay, whose payer is active and
 * whose last reminder (if any) went before `sentBefore`; by id, after `afterId`.
 */
export const remindable = (
  db: DbOrTrx,
  o: { today: string; sentBefore: number; afterId: number; limit: number },
) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('users as p', 'p.id', 'i.payer_id')
    .leftJoin('payment_reminders as r', 'r.invoice_id', 'i.id')
    .select([
      'i.id',
      'i.number',
      'i.currency',
      'i.due_on',
      'i.payer_id',
      'i.created_by',
      balance.as('balance_minor'),
      'p.mobile_e164',
    ])
    .where('i.voided_at', 'is', null)
    .where(sql<SqlBool>`${balance} > 0`)
    .where('i.due_on', '<', o.today)
    .where('p.status', '=', UserStatus.active)
    .where((eb) => eb.or([eb('r.invoice_id', 'is', null), eb('r.last_sent_at', '<', o.sentBefore)]))
    .where('i.id', '>', o.afterId)
    .orderBy('i.id')
    .limit(o.limit)
    .execute();
export type Remindable = Awaited<ReturnType<typeof remindable>>[number];

/**
 * Claims this invoice's reminder: true for the one caller whose statement wrote it. One statement,
 * so two processes claiming at once cannot both win (the conflict's update re-checks the time).
 */
export async function claimReminder(db: DbOrTrx, invoiceId: number, now: number, sentBefore: number) {
  const row = await db
    .insertInto('payment_reminders')
    .values({ invoice_id: invoiceId, last_sent_at: now, sent_count: 1 })
    .onConflict((oc) =>
      oc
        .column('invoice_id')
        .doUpdateSet({ last_sent_at: now, sent_count: sql`payment_reminders.sent_count + 1` })
        .where('payment_reminders.last_sent_at', '<', sentBefore),
    )
    .returning('invoice_id')
    .executeTakeFirst();
  return row !== undefined;
}
