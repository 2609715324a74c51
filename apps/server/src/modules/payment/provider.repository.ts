import type { DbOrTrx } from '../../db/connect.ts';
import type { PaymentProviderEventsTable, ProviderOutcome } from './tables.ts';

/* The provider's webhook events, and the payments they name. */

export type ProviderEventRow = PaymentProviderEventsTable;

/** Stores an event by its id: false when that id was stored before (a replay). */
export async function storeEvent(db: DbOrTrx, row: Omit<ProviderEventRow, 'outcome' | 'applied_at'>) {
  const inserted = await db
    .insertInto('payment_provider_events')
    .values({ ...row, outcome: null, applied_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const findEvent = (db: DbOrTrx, id: string) =>
  db.selectFrom('payment_provider_events').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks what became of an event; `waiting` leaves it to be applied later. */
export async function settleEvent(db: DbOrTrx, id: string, outcome: ProviderOutcome, now: number) {
  await db
    .updateTable('payment_provider_events')
    .set({ outcome, applied_at: outcome === 'waiting' ? null : now })
    .where('id', '=', id)
    .execute();
}

/** The refunds of a provider's payment not yet applied, oldest first. */
export const pendingRefunds = (db: DbOrTrx, providerPaymentId: string) =>
  db
    .selectFrom('payment_provider_events')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .where('type', '=', 'refund.succeeded')
    .where('applied_at', 'is', null)
    .orderBy('created')
    .orderBy('id')
    .execute();

export const providerPayment = (db: DbOrTrx, providerPaymentId: string) =>
  db
    .selectFrom('invoice_payments')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();

/** An invoice's provider events, oldest first: its history with the provider. */
export const eventsOfInvoice = (db: DbOrTrx, invoiceNumber: string) =>
  db
    .selectFrom('payment_provider_events')
    .selectAll()
    .where('invoice_number', '=', invoiceNumber)
    .orderBy('created')
    .orderBy('id')
    .execute();
