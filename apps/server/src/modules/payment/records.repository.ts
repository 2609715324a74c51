import { PAYMENT_RECORD_WORDS, type ReminderLanguage } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

/*
 * A person's invoices, payments and refunds as their data download lists them (data-rights'
 * `payments` file): those for them and those they pay, oldest first, described in the reader's
 * language (PAYMENT_RECORD_WORDS).
 */

/** The amount in the currency's major unit, as text (5000 GBP minor is "50.00"). */
export function majorUnits(minor: number, currency: string) {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

export type PaymentRecord = {
  paidAt: number | null;
  amount: string;
  currency: string;
  description: string;
  reference: string;
};

export async function paymentRecords(
  db: DbOrTrx,
  userId: number,
  language: ReminderLanguage,
): Promise<PaymentRecord[]> {
  const words = PAYMENT_RECORD_WORDS[language];
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'currency', 'total_minor', 'issued_on', 'voided_at'])
    .where((eb) => eb.or([eb('subscriber_id', '=', userId), eb('payer_id', '=', userId)]))
    .orderBy('id')
    .execute();
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i.id);
  const [lines, payments, refunds] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .select(['invoice_id', 'description'])
      .where('invoice_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('invoice_payments').selectAll().where('invoice_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('invoice_refunds').selectAll().where('invoice_id', 'in', ids).orderBy('id').execute(),
  ]);
  return invoices.flatMap((i) => {
    const what = lines.filter((l) => l.invoice_id === i.id).map((l) => l.description);
    const invoice: PaymentRecord = {
      paidAt: null,
      amount: majorUnits(i.total_minor, i.currency),
      currency: i.currency,
      description: words.invoice({ day: i.issued_on, void: i.voided_at !== null, lines: what.join('; ') }),
      reference: i.number,
    };
    const paid = payments
      .filter((p) => p.invoice_id === i.id)
      .map((p) => ({
        paidAt: p.created_at,
        amount: majorUnits(p.amount_minor, i.currency),
        currency: i.currency,
        description: words.payment({ method: words.method[p.method], day: p.paid_on, note: p.note }),
        reference: i.number,
      }));
    const back = refunds
      .filter((r) => r.invoice_id === i.id)
      .map((r) => ({
        paidAt: r.created_at,
        amount: majorUnits(-r.amount_minor, i.currency),
        currency: i.currency,
        description: words.refund({ reason: r.by_provider === 1 ? words.providerRefund : r.reason }),
        reference: i.number,
      }));
    return [invoice, ...paid, ...back];
  });
}
