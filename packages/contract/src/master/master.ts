import { z } from 'zod';
import { chosenIdSchema, daySchema, ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * Master data (`/master`): the lists every other area chooses from. Each kind has the same calls
 * (`GET`, `POST`, `PATCH …/{id}`, `DELETE …/{id}` under `/master/{kind}`) and its own fields.
 * Nothing in use is ever deleted: it is archived, which takes it out of every choice while what
 * already uses it keeps it. Its own file: nothing the sign-in chunk reads imports it.
 */

export const MASTER_KINDS = [
  'sports',
  'venues',
  'teams',
  'seasons',
  'age-categories',
  'plans',
  'countries',
] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

export const MASTER_NAME_MAX = 80;
export const MASTER_PAGE_SIZE = 50;
/** A page as big as a form's choices need (a club's sports, seasons or teams). */
export const MASTER_PAGE_MAX = 500;

/** Where an entry is used, so staff know why it cannot be deleted. Later areas add theirs. */
export const USAGE_PLACES = ['subscribers', 'teams', 'events', 'tournaments', 'matches'] as const;
export type UsagePlace = (typeof USAGE_PLACES)[number];

export const PLAN_PERIODS = ['month', 'quarter', 'year', 'season'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const masterParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const masterListQuerySchema = z.strictObject({
  /** Part of the name, any case. */
  q: z.string().trim().max(80).optional(),
  /** `active` (the default): what forms offer; `archived`; or `all`. */
  show: z.enum(['active', 'archived', 'all']).default('active'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(MASTER_PAGE_MAX).default(MASTER_PAGE_SIZE),
});
export type MasterListQuery = z.input<typeof masterListQuerySchema>;
export type MasterListParams = z.output<typeof masterListQuerySchema>;

const nameSchema = z
  .string()
  .trim()
  .min(2, 'MASTER_NAME_SHORT' satisfies FieldCode)
  .max(MASTER_NAME_MAX, 'TOO_LONG' satisfies FieldCode);
const dateSchema = daySchema();
const ageSchema = z.number().int().min(0, 'OUT_OF_RANGE').max(99, 'OUT_OF_RANGE');

/** Every kind's entry: its name, whether it is archived and where it is used. */
const entryBase = {
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  usage: z.array(z.object({ place: z.enum(USAGE_PLACES), count: z.number().int() })),
};

/** The fields each kind has beyond its name, as staff send them. */
const sportFields = {};
const countryFields = {
  iso2: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'COUNTRY_CODE_FORMAT' satisfies FieldCode),
  isdCode: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{0,3}$/, 'ISD_CODE_INVALID' satisfies FieldCode),
};
const venueFields = {
  address: z
    .string()
    .trim()
    .min(5, 'ADDRESS_SHORT' satisfies FieldCode)
    .max(300, 'TOO_LONG' satisfies FieldCode),
  capacity: z.number().int().min(1, 'OUT_OF_RANGE').max(1_000_000, 'OUT_OF_RANGE'),
};
const seasonFields = {
  startsOn: dateSchema,
  endsOn: dateSchema,
  /** The season the console means when it says "this season": only one is. */
  current: z.boolean(),
};
const ageCategoryFields = {
  /** Youngest age allowed on the cut-off date, or none. */
  minAge: ageSchema.nullable(),
  /** "Under N": the age on the cut-off date is below this, or none. */
  underAge: ageSchema.nullable(),
  cutoffMonth: z.number().int().min(1, 'OUT_OF_RANGE').max(12, 'OUT_OF_RANGE'),
  cutoffDay: z.number().int().min(1, 'OUT_OF_RANGE').max(31, 'OUT_OF_RANGE'),
};
const planFields = {
  /** In the currency's minor units (cents, fils): never a fraction. */
  priceMinor: z.number().int().min(0, 'OUT_OF_RANGE').max(1_000_000_000, 'OUT_OF_RANGE'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'CURRENCY_UNKNOWN' satisfies FieldCode),
  period: z.enum(PLAN_PERIODS, { message: 'NOT_VALID' satisfies FieldCode }),
};
const teamFields = {
  sportId: chosenIdSchema('CHOICE_UNKNOWN'),
  ageCategoryId: chosenIdSchema('CHOICE_UNKNOWN'),
  seasonId: chosenIdSchema('CHOICE_UNKNOWN'),
  /** The staff who coach it, by their public id. */
  coaches: z.array(z.string().min(1).max(64)).max(20),
};

/** What a team shows beyond the ids it is made of. */
const teamShown = {
  sport: z.string(),
  ageCategory: z.string(),
  season: z.string(),
  coaches: z.array(z.object({ subscriberID: z.string(), fullName: z.string() })),
};

const entrySchemas = {
  sports: z.object({ ...entryBase, ...sportFields }),
  countries: z.object({ ...entryBase, ...countryFields }),
  venues: z.object({ ...entryBase, ...venueFields }),
  seasons: z.object({ ...entryBase, ...seasonFields }),
  'age-categories': z.object({ ...entryBase, ...ageCategoryFields }),
  plans: z.object({ ...entryBase, ...planFields }),
  teams: z.object({ ...entryBase, ...teamFields, ...teamShown }),
};
export const masterEntrySchema = <K extends MasterKind>(kind: K) => entrySchemas[kind];
export type MasterEntry<K extends MasterKind> = z.infer<(typeof entrySchemas)[K]>;

export const masterListResponseSchema = <K extends MasterKind>(kind: K) =>
  ok({ items: z.array(entrySchemas[kind]), nextCursor: z.string().nullable() });
export const masterEntryResponseSchema = <K extends MasterKind>(kind: K) => ok({ entry: entrySchemas[kind] });

const createSchemas = {
  sports: z.strictObject({ name: nameSchema, ...sportFields }),
  countries: z.strictObject({ name: nameSchema, ...countryFields }),
  venues: z.strictObject({ name: nameSchema, ...venueFields }),
  seasons: z.strictObject({ name: nameSchema, ...seasonFields }),
  'age-categories': z.strictObject({ name: nameSchema, ...ageCategoryFields }),
  plans: z.strictObject({ name: nameSchema, ...planFields }),
  teams: z.strictObject({ name: nameSchema, ...teamFields }),
};
/** `POST master/{kind}`: a new entry with every field. */
export const masterCreateSchema = <K extends MasterKind>(kind: K) => createSchemas[kind];
export type MasterCreate<K extends MasterKind> = z.input<(typeof createSchemas)[K]>;

/** `PATCH master/{kind}/{id}`: any of its fields, and `archived` to archive or bring back. */
export const masterUpdateSchema = <K extends MasterKind>(kind: K) =>
  createSchemas[kind].partial().extend({ archived: z.boolean().optional() });
export type MasterUpdate<K extends MasterKind> = Partial<MasterCreate<K>> & { archived?: boolean };
