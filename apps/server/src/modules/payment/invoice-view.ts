import {
  dayInZone,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
  type Payment,
  type Refund,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './invoices.repository.ts';
import * as money from './money.repository.ts';

/* How an invoice reads: its derived status and sums, its lines, payments and refunds. */

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The organisation's settings read in `db` (a transaction's, when in one): SQLite's one connection
 * is held by the transaction, so a read outside it would wait for ever.
 */
export const settingsIn = (deps: Pick<Deps, 'config' | 'live'>, db: DbOrTrx) =>
  organisationSettings({ config: deps.config, live: deps.live, db });

/** The organisation's day now, in its time zone: what "overdue" is measured by. */
export async function today(deps: Pick<Deps, 'db' | 'config' | 'live'>, db: DbOrTrx = deps.db) {
  const { timeZone } = await settingsIn(deps, db);
  return dayInZone(Date.now(), timeZone);
}

type Sums = Pick<repo.InvoiceRow, 'total_minor' | 'paid_minor' | 'refunded_minor' | 'voided_at' | 'due_on'>;

export const balanceOf = (i: Sums) =>
  i.voided_at === null ? i.total_minor - i.paid_minor + i.refunded_minor : 0;

/** The status of invoices.repository.ts `statusIs`, worked out the same way. */
export function statusOf(i: Sums, day: string): InvoiceStatus {
  if (i.voided_at !== null) return 'void';
  if (balanceOf(i) <= 0) return 'paid';
  if (i.due_on < day) return 'overdue';
  return i.paid_minor > i.refunded_minor ? 'part-paid' : 'open';
}

export function toSummary(i: repo.InvoiceRow, day: string): InvoiceSummary {
  return {
    number: i.number,
    status: statusOf(i, day),
    currency: i.currency,
    issuedOn: i.issued_on,
    dueOn: i.due_on,
    subscriber: { subscriberID: i.subscriber_public_id, full_name: i.subscriber_name },
    payer: { subscriberID: i.payer_public_id, full_name: i.payer_name },
    origin: i.origin,
    totals: {
      subtotalMinor: i.subtotal_minor,
      discountMinor: i.discount_minor,
      totalMinor: i.total_minor,
      paidMinor: i.paid_minor,
      refundedMinor: i.refunded_minor,
      balanceMinor: balanceOf(i),
    },
  };
}

type PaymentRow = Awaited<ReturnType<typeof money.paymentsOf>>[number];
type RefundRow = Awaited<ReturnType<typeof money.refundsOf>>[number];

const toPayment = (p: PaymentRow): Payment => ({
  id: p.id,
  method: p.method,
  amountMinor: p.amount_minor,
  paidOn: p.paid_on,
  note: p.note,
  providerPaymentId: p.provider_payment_id,
  recordedAt: iso(p.created_at),
});
const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  paymentId: r.payment_id,
  amountMinor: r.amount_minor,
  reason: r.reason,
  byProvider: r.by_provider === 1,
  recordedAt: iso(r.created_at),
});

/** The payments and refunds of these invoices, by invoice id. */
export async function moneyOf(db: DbOrTrx, ids: number[]) {
  const [payments, refunds] = await Promise.all([money.paymentsOf(db, ids), money.refundsOf(db, ids)]);
  return (id: number) => ({
    payments: payments.filter((p) => p.invoice_id === id).map(toPayment),
    refunds: refunds.filter((r) => r.invoice_id === id).map(toRefund),
  });
}

export async function toDetail(db: DbOrTrx, i: repo.InvoiceRow, day: string): Promise<InvoiceDetail> {
  const [lines, moneyFor] = await Promise.all([repo.linesOf(db, [i.id]), moneyOf(db, [i.id])]);
  return {
    ...toSummary(i, day),
    lines: lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      planId: l.plan_id,
      periodStart: l.period_start,
      eventId: l.event_id,
      quantity: l.quantity,
      unitMinor: l.unit_minor,
      amountMinor: l.amount_minor,
    })),
    discount:
      i.discount_kind === null
        ? null
        : { kind: i.discount_kind, value: i.discount_value ?? 0, reason: i.discount_reason ?? '' },
    familyDiscountPercent: i.family_percent,
    ...moneyFor(i.id),
    voidedAt: i.voided_at === null ? null : iso(i.voided_at),
  };
}
