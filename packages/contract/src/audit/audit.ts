import { z } from 'zod';
import type { AuditFacts } from '../audit-words/word.ts';
import { AUDIT_ACTIONS } from '../audit-actions.ts';
import { daySchema, ok } from '../common.ts';

/*
 * The audit trail (`GET audit`): who did what, to what, when, from which menu item and address.
 * Its own file: nothing the sign-in chunk reads imports it.
 */

const day = daySchema('NOT_A_DATE');

/** The trail's filters, shared by its pages and its export. */
export const auditFilterSchema = z.strictObject({
  /** Who did it: their user name. */
  person: z.string().trim().min(1).max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** What it was done to, as `type:id` (`subscriber:<public id>`, `role:5`, `event:12`), found by name with `GET audit/subjects`. */
  object: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,32}:[^\s:]{1,64}$/, 'NOT_VALID')
    .optional(),
  /** From and to, whole days in UTC, both included. */
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

/**
 * The export words its headers, actions and details in the reader's language: the signed-in
 * person's language preference, or `lang` where a caller of the API asks for another.
 */
export const AUDIT_LANGUAGES = ['en', 'ar'] as const;
export type AuditLanguage = (typeof AUDIT_LANGUAGES)[number];
export const auditExportQuerySchema = auditFilterSchema.extend({
  lang: z.enum(AUDIT_LANGUAGES).optional(),
});
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;
export const auditQuerySchema = auditFilterSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  action: z.string(),
  /** Who did it; null for the system, a failed sign-in under an unknown name, or someone since removed. */
  actor: z.object({ subscriberID: z.string(), fullName: z.string(), userName: z.string() }).nullable(),
  /** The menu item they were working in (`menuID`), when the console sent one. */
  menuId: z.number().int().nullable(),
  ip: z.string().nullable(),
  /** Free text of an entry written before facts (shown as written); null otherwise. */
  detail: z.string().nullable(),
  /** What the reader's language words as the detail (`auditDetailWords`); null when there is nothing to add. */
  facts: z.custom<AuditFacts>((value) => typeof value === 'object' && value !== null).nullable(),
  /**
   * What it was done to, named: a person by their name now, anything else by its name when the entry
   * was written (`key` for a seeded role, so the reader's language can word it).
   */
  object: z
    .object({ type: z.string(), id: z.string(), name: z.string().nullable(), key: z.string().nullable() })
    .nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = ok({
  items: z.array(auditEntrySchema),
  /** The next (older) page's `cursor`, or null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** `GET audit/subjects`: people, roles, events and master data found by name, for the trail's filters. */
export const auditSubjectsQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(64).optional(),
  /** One `type:id` to name (the filter the URL holds). */
  ref: auditFilterSchema.shape.object,
  /** Only people (the "who did it" filter). */
  people: z.enum(['1']).optional(),
});
export type AuditSubjectsQuery = z.output<typeof auditSubjectsQuerySchema>;

export const auditSubjectSchema = z.object({
  /** The filter's value, `type:id`. */
  ref: z.string(),
  type: z.string(),
  name: z.string(),
  /** A person's user name (the "who did it" filter takes it). */
  userName: z.string().nullable(),
  /** A seeded role's key, so the reader's language can word it. */
  key: z.string().nullable(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;
export const AUDIT_SUBJECTS_LIMIT = 12;
export const auditSubjectsResponseSchema = ok({ items: z.array(auditSubjectSchema) });
