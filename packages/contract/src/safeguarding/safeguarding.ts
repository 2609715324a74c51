import { z } from 'zod';
import { ok, rowIdQuerySchema, rowIdSchema } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * Reporting a message or a profile to the club's safeguarding staff, the queue they work through
 * (the `safeguarding.review` action) and suspending a person's chat.
 */

/** Why a person reports: the queue shows these first. */
export const REPORT_REASONS = ['inappropriate-contact', 'bullying', 'self-harm', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What staff decided; recording one closes the report. */
export const REPORT_OUTCOMES = [
  'no-action',
  'warned',
  'chat-suspended',
  'account-suspended',
  'referred',
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_NOTE_MAX = 1000;
/** Messages shown before and after a reported one. */
export const REPORT_CONTEXT_MESSAGES = 10;
export const REPORT_PAGE_SIZE = 25;

const note = z
  .string()
  .trim()
  .max(REPORT_NOTE_MAX, 'TOO_LONG' satisfies FieldCode);
const personId = z.string().min(1).max(64);
const reason = z.enum(REPORT_REASONS);

/**
 * `POST /safeguarding/reports`: a message the caller received (or a parent: their child received),
 * or the profile of a connection (or of a child's connection). Reporting the same thing again
 * while the first report is open answers that report (`created: false`).
 */
export const reportRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('message'), messageId: rowIdSchema, reason, note: note.optional() }),
  z.strictObject({ kind: z.literal('profile'), personId, reason, note: note.optional() }),
]);
export type ReportRequest = z.input<typeof reportRequestSchema>;
export const reportCreatedResponseSchema = ok({ reportId: z.number().int(), created: z.boolean() });

const personRef = z.object({ subscriberID: z.string(), full_name: z.string() });

export const reportSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['message', 'profile']),
  reason,
  note: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  reporter: personRef,
  /** Who was reported: the message's sender, or the profile's owner. */
  subject: personRef,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportListQuerySchema = z.strictObject({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
});
export type ReportListQuery = z.input<typeof reportListQuerySchema>;
/** Open reports, oldest first. */
export const reportListResponseSchema = ok({
  items: z.array(reportSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const reportParamsSchema = z.strictObject({ reportId: rowIdQuerySchema });

/** A message of the conversation around a reported one, read-only. */
export const contextMessageSchema = z.object({
  id: z.number().int(),
  from: personRef,
  msg: z.string(),
  /** A picture's signed address, or null for text. */
  image: z.string().nullable(),
  time: z.string(),
  /** The reported message itself. */
  reported: z.boolean(),
});
export type ContextMessage = z.infer<typeof contextMessageSchema>;

export const reportDetailSchema = reportSummarySchema.extend({
  status: z.enum(['open', 'closed']),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  outcomeNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Whether the reported person's chat is suspended now. */
  subjectChatSuspended: z.boolean(),
  /** The reported message with up to REPORT_CONTEXT_MESSAGES before and after it, oldest first. */
  messages: z.array(contextMessageSchema),
  /** The reported profile as it is now (for a profile report; null for a message). */
  profile: z
    .object({
      subscriberID: z.string(),
      full_name: z.string(),
      user_name: z.string(),
      date_of_birth: z.string().nullable(),
      /** Relative path under the image base, or '' when there is none. */
      profile_image: z.string(),
    })
    .nullable(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;
/** Each read is audited (`safeguarding-report-read`). */
export const reportDetailResponseSchema = ok({ report: reportDetailSchema });

/** `POST /safeguarding/reports/:reportId/outcome`: closes an open report once (409 REPORT_ALREADY_DECIDED). */
export const reportOutcomeRequestSchema = z.strictObject({
  outcome: z.enum(REPORT_OUTCOMES),
  note: note.optional(),
});
export type ReportOutcomeRequest = z.input<typeof reportOutcomeRequestSchema>;

export const chatSuspensionParamsSchema = z.strictObject({ personId });
export const chatSuspensionRequestSchema = z.strictObject({ note: note.optional() });

export const chatSuspensionSchema = z.object({
  person: personRef,
  note: z.string(),
  /** ISO 8601, UTC. */
  since: z.string(),
});
export type ChatSuspension = z.infer<typeof chatSuspensionSchema>;
/** Everyone whose chat is suspended now, newest first. */
export const chatSuspensionListResponseSchema = ok({ items: z.array(chatSuspensionSchema) });
export type ChatSuspensionListResponse = z.infer<typeof chatSuspensionListResponseSchema>;
