import { invoice } from './ar/invoice.ts';
import { issueInvoice } from './ar/issue.ts';
import { myPayments } from './ar/my-payments.ts';
import { payment } from './ar/payment.ts';
import type { Translation } from '../../../lib/i18n/messages.ts';
import type { texts as english } from './en.ts';

/** The area's Arabic, loaded with every area's when Arabic is chosen (lib/i18n/i18n.ts). */
export const texts: Translation<typeof english> = { invoice, issueInvoice, myPayments, payment };
