import { z } from 'zod';
import { daySchema, ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';
import { smsDeliveryStatusSchema, smsOutboxItemSchema } from './sms.ts';

/*
 * Sending a text to one subscriber, the log of every text (filtered, keyset-paged), a person's
 * opt-out of non-urgent texts, and the provider's signed delivery-status callback.
 */

export const SMS_TEXT_MAX = 1000;

/**
 * `POST /sms/send`: staff's text to one subscriber (non-urgent: quiet hours and opt-out apply),
 * free `text` or a template (`templateId`, in the recipient's language, placeholders filled;
 * `eventId` for one naming an event).
 */
export const smsSendRequestSchema = z
  .strictObject({
    subscriberID: z.string().trim().min(1).max(64),
    text: z
      .string()
      .trim()
      .min(1, 'MISSING' satisfies FieldCode)
      .max(SMS_TEXT_MAX)
      .optional(),
    templateId: z.number().int().positive().optional(),
    eventId: z.number().int().positive().optional(),
  })
  .refine((b) => (b.text === undefined) !== (b.templateId === undefined), {
    message: 'MISSING' satisfies FieldCode,
    path: ['text'],
  });
export type SmsSendRequest = z.infer<typeof smsSendRequestSchema>;

export const smsSendResponseSchema = ok({
  sms: z.object({
    id: z.number().int(),
    deliveryStatus: smsDeliveryStatusSchema,
    /** ISO 8601: when a text held for quiet hours goes out. */
    heldUntil: z.string().nullable(),
  }),
});
export type SmsSendResponse = z.infer<typeof smsSendResponseSchema>;

const day = daySchema('NOT_A_DATE');
export const SMS_LOG_PAGE_SIZE = 25;

/** `GET /sms/log`: newest first; `from`/`to` whole days in UTC, both included; `q` a name or number. */
export const smsLogQuerySchema = z.strictObject({
  status: smsDeliveryStatusSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  /** `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d{1,15}\.\d{1,15}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SMS_LOG_PAGE_SIZE),
});
export type SmsLogQueryInput = z.input<typeof smsLogQuerySchema>;
export type SmsLogQuery = z.output<typeof smsLogQuerySchema>;

export const smsLogResponseSchema = ok({
  items: z.array(smsOutboxItemSchema),
  /** The next (older) page's `cursor`, or null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SmsLogResponse = z.infer<typeof smsLogResponseSchema>;

/** `GET|PUT /sms/opt-out`: the signed-in person's choice; phone codes and safety texts still go. */
export const smsOptOutSchema = z.strictObject({ optedOut: z.boolean() });
export const smsOptOutResponseSchema = ok({ optedOut: z.boolean() });
export type SmsOptOutResponse = z.infer<typeof smsOptOutResponseSchema>;

export const SMS_STATUS_REPORTS = ['sent', 'delivered', 'failed'] as const;

/**
 * The provider's delivery report, posted signed to `POST /sms/status`: `reference` is the log id
 * it was given with the text. Reports apply forward only (queued → sent → delivered | failed): a
 * late `sent` after `delivered` changes nothing, and a replay changes nothing more.
 */
export const smsStatusReportSchema = z.object({
  reference: z.string().regex(/^\d{1,15}$/),
  status: z.enum(SMS_STATUS_REPORTS),
  messageId: z.string().min(1).max(200).optional(),
  error: z.string().max(300).optional(),
});
export type SmsStatusReport = z.infer<typeof smsStatusReportSchema>;

export const smsStatusResponseSchema = ok({
  received: z.literal(true),
  /** Whether the log changed (false for a replay, a stale report, or an unknown reference). */
  applied: z.boolean(),
});
