import { areaAudit } from '../audit-words/area.ts';
import { paymentAuditActions } from './audit-actions.ts';
import { PAYMENT_RECORD_WORDS } from './record-words.ts';

/** What the trail records of invoices and payments, and its words in English and Arabic. */
export const paymentAudit = areaAudit({
  actions: paymentAuditActions,
  en: {
    actions: {
      'payment-invoice-issue': 'Issued an invoice',
      'payment-invoice-void': 'Voided an invoice',
      'payment-take': 'Recorded a payment',
      'payment-refund': 'Recorded a refund',
      'payment-family-discount': 'Changed the family discount',
      'payment-provider-failed': 'An online payment failed',
      'payment-balances-export': 'Downloaded the balances',
      'payment-invoice-read': 'Read an invoice',
    },
    details: {
      'payment-invoice-issue': ['Invoice {invoice}', 'Total: {total}'],
      'payment-invoice-void': ['Invoice {invoice}'],
      'payment-take': ['Invoice {invoice}', 'Amount: {amount}', 'Method: {method}'],
      'payment-refund': ['Invoice {invoice}', 'Amount: {amount}', 'Reason: {reason}'],
      'payment-family-discount': ['Percent: {percent}', 'From child: {fromChild}'],
      'payment-provider-failed': ['Invoice {invoice}', 'Amount: {amount}'],
      'payment-balances-export': ['Currency: {currency}', 'Rows: {rows}'],
      'payment-invoice-read': ['Invoice {invoice}'],
    },
    terms: {
      'method.cash': 'cash',
      'method.transfer': 'bank transfer',
      'method.card': 'card',
      'method.provider': 'online payment',
      'refund.provider': PAYMENT_RECORD_WORDS.en.providerRefund,
    },
  },
  ar: {
    actions: {
      'payment-invoice-issue': 'أصدر فاتورة',
      'payment-invoice-void': 'ألغى فاتورة',
      'payment-take': 'سجّل دفعة',
      'payment-refund': 'سجّل استردادًا',
      'payment-family-discount': 'غيّر خصم العائلة',
      'payment-provider-failed': 'فشلت دفعة إلكترونية',
      'payment-balances-export': 'نزّل الأرصدة المستحقة',
      'payment-invoice-read': 'اطّلع على فاتورة',
    },
    details: {
      'payment-invoice-issue': ['الفاتورة {invoice}', 'الإجمالي: {total}'],
      'payment-invoice-void': ['الفاتورة {invoice}'],
      'payment-take': ['الفاتورة {invoice}', 'المبلغ: {amount}', 'الطريقة: {method}'],
      'payment-refund': ['الفاتورة {invoice}', 'المبلغ: {amount}', 'السبب: {reason}'],
      'payment-family-discount': ['النسبة: {percent}', 'من الطفل: {fromChild}'],
      'payment-provider-failed': ['الفاتورة {invoice}', 'المبلغ: {amount}'],
      'payment-balances-export': ['العملة: {currency}', 'عدد الصفوف: {rows}'],
      'payment-invoice-read': ['الفاتورة {invoice}'],
    },
    terms: {
      'method.cash': 'نقدًا',
      'method.transfer': 'تحويل بنكي',
      'method.card': 'بطاقة',
      'method.provider': 'دفع إلكتروني',
      'refund.provider': PAYMENT_RECORD_WORDS.ar.providerRefund,
    },
  },
});
