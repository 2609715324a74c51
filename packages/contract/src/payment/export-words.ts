import type { AreaExportWords } from '../export-words/area.ts';

/** The columns of the balances export, in order. */
export const BALANCE_EXPORT_COLUMNS = [
  'payer',
  'subscriberID',
  'currency',
  'balance',
  'overdue',
  'invoices',
  'oldestDue',
] as const;
export type BalanceExportColumn = (typeof BALANCE_EXPORT_COLUMNS)[number];

export type PaymentExportWords = { balances: Record<BalanceExportColumn, string> };

/** The balances export's headers. Amounts are written in major units with a point (12.50). */
export const paymentExportWords: AreaExportWords<PaymentExportWords> = {
  en: {
    balances: {
      payer: 'Payer',
      subscriberID: 'Subscriber ID',
      currency: 'Currency',
      balance: 'Balance',
      overdue: 'Overdue',
      invoices: 'Invoices with a balance',
      oldestDue: 'Oldest due date',
    },
  },
  ar: {
    balances: {
      payer: 'الدافع',
      subscriberID: 'رقم المشترك',
      currency: 'العملة',
      balance: 'الرصيد المستحق',
      overdue: 'المتأخر',
      invoices: 'فواتير عليها رصيد',
      oldestDue: 'أقدم تاريخ استحقاق',
    },
  },
};
