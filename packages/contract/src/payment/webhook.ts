import { z } from 'zod';
import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import { INVOICE_NUMBER_PATTERN } from './payment.ts';

/*
 * The payment provider's webhook: events signed as Stripe signs them (`Fieldhouse-Signature`,
 * platform/signed-request.ts on the server), stored by their id and worked through by a job.
 */

export const WEBHOOK_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'refund.succeeded'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_ID_MAX = 200;

/**
 * One event. `created` is the provider's time (unix seconds); `data.amount` is in the currency's
 * minor units: what was paid, failed to be paid, or refunded. A refund names the provider's
 * payment it gives back. Fields beyond these are ignored.
 */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(WEBHOOK_ID_MAX),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created: z.number().int().min(0).max(99_999_999_999),
  data: z.object({
    invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN),
    amount: z.number().int().positive().max(1_000_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
    providerPaymentId: z.string().min(1).max(WEBHOOK_ID_MAX),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhookResponseSchema = ok({
  received: z.literal(true),
  /** The event's id was stored before: this delivery is acknowledged and ignored. */
  duplicate: z.boolean(),
});

export const paymentWebhookEndpoints = defineEndpoints({
  'POST /payments/webhook': {
    access: 'public',
    tag: 'payment',
    summary: 'The payment provider’s signed events',
    description:
      'Header `Fieldhouse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` ' +
      'with PAYMENT_WEBHOOK_SECRET (several `v1` allowed); more than 300 s away is refused. 400 ' +
      'SIGNATURE_INVALID / SIGNATURE_EXPIRED change nothing; a body not of the event’s form after a ' +
      'good signature is 400 SIGNED_BODY_INVALID. An event id seen before answers 200 and is ' +
      'ignored. The answer comes once the event is stored; a job applies it.',
    body: 'signed',
    response: webhookResponseSchema,
  },
});
