// The payments area's face: the staff's pages under /payment, the family's under /my/payments,
// the glyph of the family's menu entry, and the subscriber record's "Payments" tab.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { IconReceipt } from '@tabler/icons-react';
import { loadEnglish } from '../../lib/i18n/i18n.ts';

const pages = () => import('./payment-pages.tsx');

const routes: RouteObject[] = [
  {
    path: 'payment',
    children: [
      { index: true, lazy: async () => ({ Component: (await pages()).InvoicesPage }) },
      { path: 'new', lazy: async () => ({ Component: (await pages()).IssuePage }) },
      { path: 'invoices/:number', lazy: async () => ({ Component: (await pages()).InvoicePage }) },
      { path: 'invoices/:number/print', lazy: async () => ({ Component: (await pages()).StaffPrintPage }) },
    ],
  },
  { path: 'my/payments', lazy: async () => ({ Component: (await pages()).MyPaymentsPage }) },
  { path: 'my/payments/:number', lazy: async () => ({ Component: (await pages()).MyPrintPage }) },
];

/**
 * The subscriber record's "Payments" tab (features/subscribers), loaded with the area's chunk and
 * its English when the tab is opened: the record's own page does not wait for them.
 */
export const SubscriberPaymentsTab = lazy(async () => {
  const [module] = await Promise.all([pages(), loadEnglish('withPages')]);
  return { default: module.SubscriberPayments };
});

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with its pages, not with the console's first load.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const paymentArea = { routes, menuIcons: { receipt: IconReceipt }, texts };
