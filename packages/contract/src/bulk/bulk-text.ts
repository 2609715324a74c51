import { z } from 'zod';
import { ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';
import { SMS_TEXT_MAX } from '../sms/send.ts';
import { bulkTargetSchema } from './bulk-status.ts';

/** Rows a bulk text queues per transaction unless configured (`BULK_TEXT_BATCH`). */
export const BULK_TEXT_BATCH = 1_000;

/**
 * What a bulk text says: a template (each person reads it in their saved language, placeholders
 * filled) or one free text. Event placeholders have no event here: such a template is refused.
 */
export const bulkTextMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('template'), templateId: z.number().int().positive() }),
  z.strictObject({
    kind: z.literal('text'),
    text: z
      .string()
      .trim()
      .min(1, 'MISSING' satisfies FieldCode)
      .max(SMS_TEXT_MAX, 'TOO_LONG' satisfies FieldCode),
  }),
]);
export type BulkTextMessage = z.infer<typeof bulkTextMessageSchema>;

export const bulkTextRequestSchema = z.strictObject({
  target: bulkTargetSchema,
  message: bulkTextMessageSchema,
});
export type BulkTextRequest = z.input<typeof bulkTextRequestSchema>;

const languageCost = z.object({
  /** People reading it in this language who can be texted. */
  recipients: z.number().int(),
  /** Segments they take in all (placeholders filled per person). */
  segments: z.number().int(),
});

/**
 * `POST /bulk/text/preview`: whom the target names now, how many of them can be texted (a
 * verified mobile, not opted out), and what it costs in segments, per language and in all.
 */
export const bulkTextPreviewSchema = ok({
  count: z.number().int(),
  recipients: z.number().int(),
  noVerifiedMobile: z.number().int(),
  optedOut: z.number().int(),
  segments: z.number().int(),
  byLanguage: z.object({ en: languageCost, ar: languageCost }),
});
export type BulkTextPreview = z.infer<typeof bulkTextPreviewSchema>;

export const bulkTextStartedSchema = ok({ jobId: z.string(), count: z.number().int() });
export type BulkTextStarted = z.infer<typeof bulkTextStartedSchema>;

/** Why a person was not texted (the SMS log's own codes). */
export const BULK_TEXT_SKIP_REASONS = [
  'SMS_NO_VERIFIED_MOBILE',
  'SMS_OPTED_OUT',
  'SMS_NO_RECIPIENT',
] as const;
export type BulkTextSkipReason = (typeof BULK_TEXT_SKIP_REASONS)[number];

export const BULK_TEXT_OUTCOMES = ['sent', 'held', 'skipped', 'failed'] as const;
export type BulkTextOutcome = (typeof BULK_TEXT_OUTCOMES)[number];

/** A bulk text's report so far: sent, held for quiet hours, skipped by reason, failed. */
export const bulkTextReportSchema = ok({
  templateId: z.number().int().nullable(),
  total: z.number().int(),
  sent: z.number().int(),
  held: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  skippedBy: z.partialRecord(z.enum(BULK_TEXT_SKIP_REASONS), z.number().int()),
});
export type BulkTextReport = z.infer<typeof bulkTextReportSchema>;
