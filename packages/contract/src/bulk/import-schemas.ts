import { z } from 'zod';
import { ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';
import { isdCodeSchema } from '../fields.ts';

/*
 * The CSV import of subscribers (`bulk.import`): upload a file, map its columns to the fields
 * registration takes, check every row (a dry run), then import it as a job.
 */

/** What a column of the file may be: registration's fields, a name in two parts, and the sport by its name. */
export const IMPORT_FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'user_name',
  'isd_code',
  'mobile',
  'email',
  'date_of_birth',
  'gender',
  'sport',
] as const;
export const importFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof importFieldSchema>;

/** Without the configuration's `IMPORT_MAX_MB`, the largest file taken. */
export const IMPORT_MAX_MB = 20;
/** Columns a file may have. */
export const IMPORT_MAX_COLUMNS = 100;
/** The dry run lists at most this many problems; it counts them all. */
export const IMPORT_PROBLEMS_SHOWN = 5_000;
/** The multipart field the file comes in. */
export const IMPORT_FILE_FIELD = 'file';

/** Each column's field, by its place in the header row; null: not imported. */
export const importColumnsSchema = z.array(importFieldSchema.nullable()).max(IMPORT_MAX_COLUMNS);

export const importParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const importCheckRequestSchema = z.strictObject({
  columns: importColumnsSchema,
  /** The country code of rows whose file has none. */
  isdCode: isdCodeSchema.optional(),
});
export type ImportCheckRequest = z.input<typeof importCheckRequestSchema>;

export const importStartRequestSchema = importCheckRequestSchema.extend({
  /** Text each imported adult a link to set their password (off unless asked). */
  sendLinks: z.boolean().default(false),
});
export type ImportStartRequest = z.input<typeof importStartRequestSchema>;

/** One problem of one row: its line in the file (the header is line 1), the column's header, the field and what is wrong. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  field: importFieldSchema.nullable(),
  code: z.string() as z.ZodType<FieldCode>,
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCheckSchema = z.object({
  rows: z.number().int(),
  /** Rows that would be imported. */
  valid: z.number().int(),
  /** Rows with at least one problem. */
  invalid: z.number().int(),
  problemsTotal: z.number().int(),
  /** The first `IMPORT_PROBLEMS_SHOWN`, by row. */
  problems: z.array(importProblemSchema),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** Counts by the problem's field code. */
const countsSchema = z.record(z.string(), z.number().int());

export const importReportSchema = z.object({
  imported: z.number().int(),
  /** Rows of people who already have an account, or are on an earlier row: `MOBILE_TAKEN`, `MOBILE_TWICE_IN_FILE`, `USER_NAME_TAKEN`. */
  skipped: countsSchema,
  /** Rows whose values break a rule. */
  failed: countsSchema,
  /** Texts sent with a link to set a password. */
  linksSent: z.number().int(),
  /** Imported children, who wait for a parent's approval as at sign-up. */
  awaitingParent: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
  headers: z.array(z.string()),
  /** The remembered or guessed field of each column. */
  columns: importColumnsSchema,
  state: z.enum(['uploaded', 'started']),
  /** The import's job (`GET /jobs/:id`) once started. */
  jobId: z.string().nullable(),
  report: importReportSchema.nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importResponseSchema = ok({ import: importSchema });
export const importCheckResponseSchema = ok({ check: importCheckSchema });
