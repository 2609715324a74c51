import type { PaymentMethod } from './payment.ts';
import type { ReminderLanguage } from './reminder-words.ts';

/*
 * The words of payments the server writes for a reader: a refund the payment provider gave (its
 * reason, which the provider does not send), and the rows of a person's data download. The console
 * reads the provider's reason from here too (features/payment texts), so both say the same.
 */

export type PaymentRecordWords = {
  /** The reason a refund through the payment provider reads with. */
  providerRefund: string;
  method: Record<PaymentMethod, string>;
  /** A data download's invoice row: "Invoice of 2026-01-02 (void): Camp; Kit". */
  invoice: (f: { day: string; void: boolean; lines: string }) => string;
  payment: (f: { method: string; day: string; note: string }) => string;
  refund: (f: { reason: string }) => string;
};

export const PAYMENT_RECORD_WORDS: Record<ReminderLanguage, PaymentRecordWords> = {
  en: {
    providerRefund: 'Refunded through the payment provider',
    method: { cash: 'cash', transfer: 'bank transfer', card: 'card at the desk', provider: 'online' },
    invoice: (f) => `Invoice of ${f.day}${f.void ? ' (void)' : ''}: ${f.lines}`,
    payment: (f) => `Payment (${f.method}) of ${f.day}${f.note ? `: ${f.note}` : ''}`,
    refund: (f) => `Refund: ${f.reason}`,
  },
  ar: {
    providerRefund: 'رُدّ المبلغ عبر مزوّد الدفع',
    method: { cash: 'نقدًا', transfer: 'تحويل بنكي', card: 'بطاقة في المكتب', provider: 'عبر الإنترنت' },
    invoice: (f) => `فاتورة بتاريخ ${f.day}${f.void ? ' (ملغاة)' : ''}: ${f.lines}`,
    payment: (f) => `دفعة (${f.method}) بتاريخ ${f.day}${f.note ? `: ${f.note}` : ''}`,
    refund: (f) => `استرداد: ${f.reason}`,
  },
};
