import type { myPayments as english } from '../en/my-payments.ts';
import type { Translation } from '../../../../lib/i18n/messages.ts';

export const myPayments: Translation<typeof english> = {
  title: 'مدفوعاتي',
  description: 'فواتيرك وفواتير أطفالك: المستحق والمدفوع والمتأخر',
  loadFailed: 'تعذّر تحميل مدفوعاتك',
  due: 'المستحق',
  overdue: 'منه متأخر',
  nothingDue: 'لا شيء مستحق.',
  empty: 'لا توجد فواتير بعد.',
  list: 'الفواتير',
  forPerson: 'عن {{name}}',
  dueOn: 'تستحق في {{day}}',
  total: 'الإجمالي',
  balance: 'المتبقي للدفع',
  paymentsOf: 'المدفوعات على {{number}}',
  paid: 'دُفع {{amount}} ({{method}}) في {{day}}',
  refunded: 'استُرد {{amount}} في {{day}}: {{reason}}',
  open: 'الفاتورة والإيصال',
  openOf: 'الفاتورة والإيصال {{number}}',
};
