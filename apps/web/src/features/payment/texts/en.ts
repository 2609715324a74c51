import { invoice } from './en/invoice.ts';
import { issueInvoice } from './en/issue.ts';
import { myPayments } from './en/my-payments.ts';
import { payment } from './en/payment.ts';
import type {} from '../../../lib/i18n/english.ts'; // The interface its keys merge into.

/** The area's English (lib/i18n/i18n.ts loads it; its face names this file). */
export const texts = { invoice, issueInvoice, myPayments, payment };

// Its keys join the ones t() accepts everywhere (lib/i18n/english.ts).
declare module '../../../lib/i18n/english.ts' {
  interface English {
    invoice: typeof invoice;
    issueInvoice: typeof issueInvoice;
    myPayments: typeof myPayments;
    payment: typeof payment;
  }
}
