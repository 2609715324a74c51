import { z } from 'zod';
import { daySchema, ok } from '../common.ts';
import type { GENDERS } from '../lookups.ts';
import { UserStatus, userStatusSchema } from '../status.ts';

/*
 * The subscriber directory (`GET subscribers`), and the export. Its own file:
 * nothing the sign-in chunk reads imports it.
 */

/** The orders the directory offers; a leading `-` reverses one. Age runs youngest first. */
export const DIRECTORY_SORTS = ['name', 'joined', 'age', 'status'] as const;
export type DirectorySortKey = (typeof DIRECTORY_SORTS)[number];
export const directorySortSchema = z.enum([
  'name',
  '-name',
  'joined',
  '-joined',
  'age',
  '-age',
  'status',
  '-status',
]);
export type DirectorySort = z.infer<typeof directorySortSchema>;

/** Age bands of the filter, as [youngest, oldest] in whole years (null: no bound). */
export const AGE_BANDS = {
  'under-10': [null, 9],
  '10-13': [10, 13],
  '14-17': [14, 17],
  '18-34': [18, 34],
  '35-plus': [35, null],
} as const satisfies Record<string, readonly [number | null, number | null]>;
export type AgeBand = keyof typeof AGE_BANDS;
const ageBandSchema = z.enum(Object.keys(AGE_BANDS) as [AgeBand, ...AgeBand[]]);

export const DIRECTORY_PAGE_SIZE = 25;
export const STATUS_VALUES = Object.values(UserStatus);

const day = daySchema('A date as YYYY-MM-DD');
const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'Numbers separated by commas')
  .transform((s) => s.split(',').map(Number))
  // Ids are 32-bit integers in the database: a larger number would be PostgreSQL's error, not a 400.
  .refine((list) => list.every((n) => n <= 2_147_483_647), 'Numbers separated by commas');

/** The directory's filters, as the URL and the export carry them. */
export const directoryFilterSchema = z.strictObject({
  /** Part of a name, a user name or an e-mail address, or a phone number in any format. */
  q: z.string().trim().max(100).optional(),
  /** Statuses, comma-separated (`1,4`). */
  status: idList
    .refine((list) => list.every((s) => (STATUS_VALUES as number[]).includes(s)), 'Not a status')
    .optional(),
  /** Role ids, comma-separated. */
  role: idList.optional(),
  /** Sport ids, comma-separated. */
  sport: idList.optional(),
  age: ageBandSchema.optional(),
  gender: z
    .enum(['female', 'male', 'other', 'undisclosed'] satisfies (typeof GENDERS)[number]['value'][])
    .optional(),
  /** A country's two-letter code. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code')
    .optional(),
  /** Signed up on or after this day (UTC). */
  from: day.optional(),
  /** Signed up on or before this day (UTC). */
  to: day.optional(),
});
export type DirectoryFilter = z.output<typeof directoryFilterSchema>;

/** Where a page ended, as the previous answer's `nextCursor` gave it (opaque to callers). */
export const directoryCursorSchema = z.string().max(400);

export const directoryQuerySchema = directoryFilterSchema.extend({
  sort: directorySortSchema.default('name'),
  cursor: directoryCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;
export type DirectoryQueryInput = z.input<typeof directoryQuerySchema>;

export const directoryEntrySchema = z.object({
  subscriberID: z.string(),
  fullName: z.string(),
  userName: z.string(),
  /** The full number, `+` and country code first. */
  mobile: z.string(),
  email: z.string().nullable(),
  status: userStatusSchema,
  role: z.string(),
  roleKey: z.string().nullable(),
  sport: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** The country of the number's calling code (two letters), when one country has it. */
  country: z.string().nullable(),
  /** Relative path under the image base, or '' when there is none. */
  profileImage: z.string(),
  /** ISO 8601. */
  joinedAt: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryResponseSchema = ok({
  items: z.array(directoryEntrySchema),
  /** The next page's `cursor`, or null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many match: exact, or an estimate (`exact: false`) where counting would be slow. */
  total: z.object({ count: z.number().int(), exact: z.boolean() }),
});
export type DirectoryResponse = z.infer<typeof directoryResponseSchema>;

/** The columns the table and the export can show, in their order. */
export const DIRECTORY_COLUMNS = [
  'fullName',
  'userName',
  'mobile',
  'email',
  'status',
  'role',
  'sport',
  'gender',
  'dateOfBirth',
  'country',
  'joinedAt',
] as const;
export type DirectoryColumn = (typeof DIRECTORY_COLUMNS)[number];

export const exportQuerySchema = directoryFilterSchema.extend({
  sort: directorySortSchema.default('name'),
  /** The columns to write, comma-separated, in order; all of them when absent. */
  columns: z
    .string()
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(DIRECTORY_COLUMNS)).min(1).max(DIRECTORY_COLUMNS.length))
    .optional(),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;

export const subscriberParamsSchema = z.strictObject({ subscriberID: z.string().min(1).max(64) });
