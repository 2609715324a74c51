import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { IdempotencyKeysTable, InvoicePaymentsTable, InvoiceRefundsTable } from './tables.ts';

/* Payments, refunds, the sums kept on their invoice, and the Idempotency-Keys of money writes. */

export type NewPayment = Omit<InvoicePaymentsTable, 'id' | 'refunded_minor'>;
export type NewRefund = Omit<InvoiceRefundsTable, 'id' | 'by_provider'> & { by_provider?: number };

export const paymentsOf = (db: DbOrTrx, invoiceIds: number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invoice_payments')
        .selectAll()
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('id')
        .execute();

export const refundsOf = (db: DbOrTrx, invoiceIds: number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invoice_refunds')
        .selectAll()
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('id')
        .execute();

/** Records a payment and raises its invoice's paid sum, in the caller's transaction. */
export async function insertPayment(trx: DbOrTrx, payment: NewPayment): Promise<number> {
  const { id } = await trx
    .insertInto('invoice_payments')
    .values({ ...payment, refunded_minor: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('invoices')
    .set({ paid_minor: sql`paid_minor + ${payment.amount_minor}` })
    .where('id', '=', payment.invoice_id)
    .execute();
  return id;
}

export const findPayment = (db: DbOrTrx, invoiceId: number, paymentId: number) =>
  db
    .selectFrom('invoice_payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .where('id', '=', paymentId)
    .executeTakeFirst();

/** Records a refund and raises the refunded sums of its invoice (and payment), in the caller's transaction. */
export async function insertRefund(trx: DbOrTrx, refund: NewRefund): Promise<number> {
  const { id } = await trx
    .insertInto('invoice_refunds')
    .values(refund)
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('invoices')
    .set({ refunded_minor: sql`refunded_minor + ${refund.amount_minor}` })
    .where('id', '=', refund.invoice_id)
    .execute();
  if (refund.payment_id !== null) {
    await trx
      .updateTable('invoice_payments')
      .set({ refunded_minor: sql`refunded_minor + ${refund.amount_minor}` })
      .where('id', '=', refund.payment_id)
      .execute();
  }
  return id;
}

/**
 * Claims a key for the caller's transaction: true when this call is the first. A parallel call
 * with the same key waits here on the primary key (PostgreSQL) until the first commits, then finds
 * its row; SQLite runs one write transaction at a time.
 */
export async function claimKey(trx: DbOrTrx, row: Omit<IdempotencyKeysTable, 'response'>): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ ...row, response: '' })
    .onConflict((oc) => oc.columns(['actor_id', 'key']).doNothing())
    .returning('actor_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const findKey = (db: DbOrTrx, actorId: number, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('actor_id', '=', actorId)
    .where('key', '=', key)
    .executeTakeFirst();

export async function keepResponse(trx: DbOrTrx, actorId: number, key: string, response: string) {
  await trx
    .updateTable('idempotency_keys')
    .set({ response })
    .where('actor_id', '=', actorId)
    .where('key', '=', key)
    .execute();
}
