import { z } from 'zod';
import type { FieldCode } from './field-codes.ts';

/** Body of the calls that carry a single dummy `data` field and nothing else. */
export const dataRequestSchema = z.strictObject({ data: z.string().max(200).optional() });

export const okStatus = z.literal('200');

/**
 * A success answer: `status: '200'` (a string, as the console's first clients read it) beside its
 * fields. The one place the envelope is written; the server adds the value (`platform/endpoints.ts`).
 * Marked free of side effects so bundlers drop the schemas a page does not use.
 */
export const ok = /*@__NO_SIDE_EFFECTS__*/ <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ status: okStatus, ...shape });

/** The largest value a PostgreSQL `integer` column holds (row ids, statuses). */
export const MAX_INTEGER = 2_147_483_647;
/** Row ids are 32-bit integers on PostgreSQL (`serial`); a larger id must be refused, not sent to the database. */
export const MAX_ROW_ID = MAX_INTEGER;
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/**
 * A row a person picks from a list (a role, a sport): every way of not picking one, left out or
 * sent as 0 by an empty select, reads the one code that says what to choose.
 */
export const chosenIdSchema = (code: FieldCode) =>
  z.number(code).int(code).positive(code).max(MAX_ROW_ID, code);
/** A row id in a query string (a cursor), which arrives as text. */
export const rowIdQuerySchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** Whether `YYYY-MM-DD` names a day the calendar has (no 2026-02-30, no month 00). */
export function isRealDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/**
 * A calendar day, YYYY-MM-DD, that exists: `format` is the code for another shape. A day the
 * calendar lacks would reach the database as NaN, which PostgreSQL refuses with an error.
 */
export const daySchema = (format: string = 'DATE_FORMAT' satisfies FieldCode) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, format)
    .refine(isRealDay, 'DATE_NOT_REAL' satisfies FieldCode);

/** `?page=&pageSize=` of a server-paged list (query strings arrive as text). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The paging fields every paged answer carries beside its `items`. */
export const pageInfoSchema = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** Where a NUL character (U+0000) is in a value: the path to the first text (or key) holding one. */
export function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  // Bytes are not text. A parsed query or path has a prototype of its own: any object is walked.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\0') ? [...path, key] : nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Everything a caller sends (body, query, path) passes this before its own schema: no text
 * anywhere in it may hold a NUL character, which PostgreSQL cannot store or compare and SQLite
 * would keep, so both refuse it alike (`NOT_VALID` on the field).
 */
export const withoutNul = z.unknown().superRefine((value, ctx) => {
  const path = nulPath(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: 'NOT_VALID' });
});
