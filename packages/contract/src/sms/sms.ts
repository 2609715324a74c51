import { z } from 'zod';
import { ok, pageInfoSchema } from '../common.ts';

/**
 * What a text message is for. The code of an `otp` text and the link of an `invite` are kept and
 * shown masked everywhere (server platform/sms/mask.ts); demo mode prints them whole on the
 * server's console only.
 */
export const smsKindSchema = z.enum([
  'otp',
  'parent-request',
  'review-decision',
  'notice',
  'staff',
  'invite',
  'event',
]);
export type SmsKind = z.infer<typeof smsKindSchema>;

/**
 * `queued`: waiting for the provider; `stored`: kept in the outbox, not sent anywhere; `held`: a
 * non-urgent text waiting for the end of quiet hours (`heldUntil`); `skipped`: never sent, `error`
 * says why (an error code such as SMS_OPTED_OUT).
 */
export const SMS_DELIVERY_STATUSES = [
  'queued',
  'stored',
  'held',
  'skipped',
  'sent',
  'delivered',
  'failed',
] as const;
export const smsDeliveryStatusSchema = z.enum(SMS_DELIVERY_STATUSES);
export type SmsDeliveryStatus = z.infer<typeof smsDeliveryStatusSchema>;

export const smsOutboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: smsKindSchema,
  text: z.string(),
  /** `outbox` (kept here only) or `http` (handed to the provider). */
  driver: z.string(),
  deliveryStatus: smsDeliveryStatusSchema,
  providerMessageId: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** ISO 8601, UTC: when a `held` text goes out. */
  heldUntil: z.string().nullable().optional(),
  /** The person it was sent to, by name, when the text concerns an account. */
  recipient: z.object({ subscriberID: z.string(), fullName: z.string() }).nullable().optional(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

/** `GET sms/outbox?page=&pageSize=` (grant `sms`), newest first. */
export const smsOutboxResponseSchema = ok({
  items: z.array(smsOutboxItemSchema),
  ...pageInfoSchema,
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;
