import { z } from 'zod';
import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';

/*
 * Whom an invoice may be issued to, found by typing: the issue form's own picker, so that issuing
 * invoices needs no access to the subscriber directory. It answers a name and a number, nothing more.
 */

export const PAYER_SEARCH_LIMIT = 20;

export const payerSearchQuerySchema = z.strictObject({
  /** Part of a name or user name, or the start of a subscriber number. */
  q: z.string().trim().min(1).max(80),
});
export type PayerSearchQuery = z.input<typeof payerSearchQuerySchema>;

export const payerSearchResponseSchema = ok({
  items: z.array(z.object({ subscriberID: z.string(), fullName: z.string() })),
});
export type PayerSearchResponse = z.infer<typeof payerSearchResponseSchema>;

export const paymentPayerEndpoints = defineEndpoints({
  'GET /payment/payers': {
    access: { action: 'payment.issue' },
    tag: 'payment',
    summary: 'People an invoice may be issued to, by part of a name or number (name and number only)',
    description: `At most ${PAYER_SEARCH_LIMIT}, by name. For the issue form of holders of payment.issue, who need not hold subscriber.view.`,
    query: payerSearchQuerySchema,
    response: payerSearchResponseSchema,
  },
});
