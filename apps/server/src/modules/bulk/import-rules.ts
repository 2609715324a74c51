import {
  accountFieldSchemas,
  ageOn,
  fieldCodeOf,
  GENDERS,
  userNameSchema,
  type FieldCode,
  type ImportField,
} from '@fieldhouse/contract';
import { z } from 'zod';
import { toE164 } from '../../platform/phone.ts';

/** The rules of registration's fields (the contract's), the user name made for the row when the file has none. */
const rowSchema = z.object({ ...accountFieldSchemas, user_name: userNameSchema.optional() });

/** What a row is checked against: the lists registration takes its choices from. */
export type Lookups = {
  isdCodes: ReadonlySet<string>;
  sports: ReadonlyMap<string, number>;
  ageOfConsent: number;
};

/** A row that keeps every rule of registration, ready to become an account. */
export type Candidate = {
  full_name: string;
  user_name: string | null;
  isd_code: string;
  mobile: string;
  mobile_e164: string;
  email: string | null;
  date_of_birth: string;
  gender: string;
  sport_id: number;
  child: boolean;
};

export type RowProblem = { field: ImportField; code: FieldCode };
export type Checked =
  { candidate: Candidate; problems?: never } | { candidate?: never; problems: RowProblem[] };

// Gender as people write it: the stored value, its English label, or Arabic.
const GENDER_WORDS = new Map<string, string>([
  ...GENDERS.flatMap((g): [string, string][] => [
    [g.value, g.value],
    [g.label.toLowerCase(), g.value],
  ]),
  ['m', 'male'],
  ['f', 'female'],
  ['ذكر', 'male'],
  ['أنثى', 'female'],
  ['انثى', 'female'],
  ['آخر', 'other'],
  ['أفضل عدم القول', 'undisclosed'],
]);

/** A date as spreadsheets write it (`31/12/2010`, `31.12.2010`) in the ISO form registration takes. */
const isoDate = (value: string) => {
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : value;
};

/** `0044`, `44` and `+44` are one country code. */
const isdOf = (value: string) => (value === '' ? '' : `+${value.replace(/^(\+|00)/, '')}`);

/** The fields a row must fill (the e-mail address and user name are optional, as at sign-up). */
const REQUIRED: ImportField[] = ['full_name', 'isd_code', 'mobile', 'date_of_birth', 'gender', 'sport'];

/** A row's values by field, from its cells and the columns' mapping. */
export function valuesOf(
  cells: readonly string[],
  columns: readonly (ImportField | null)[],
  isdCode?: string,
) {
  const values: Partial<Record<ImportField, string>> = {};
  columns.forEach((field, i) => {
    if (field) values[field] = (cells[i] ?? '').trim();
  });
  if (values.full_name === undefined && (values.first_name !== undefined || values.last_name !== undefined)) {
    values.full_name = `${values.first_name ?? ''} ${values.last_name ?? ''}`.trim();
  }
  if (!values.isd_code && isdCode) values.isd_code = isdCode;
  return values;
}

/** Checks one row with registration's rules; uniqueness against accounts and other rows is the caller's. */
export function checkRow(values: Partial<Record<ImportField, string>>, lookups: Lookups, now: Date): Checked {
  const problems: RowProblem[] = REQUIRED.filter((f) => !values[f]).map((field) => ({
    field,
    code: 'MISSING',
  }));
  const missing = new Set(problems.map((p) => p.field));
  const input = {
    full_name: values.full_name ?? '',
    user_name: values.user_name || undefined,
    isd_code: isdOf(values.isd_code ?? ''),
    mobile: values.mobile ?? '',
    email: values.email ?? '',
    date_of_birth: isoDate(values.date_of_birth ?? ''),
    gender: GENDER_WORDS.get((values.gender ?? '').toLowerCase()) ?? values.gender ?? '',
  };
  const parsed = rowSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ImportField;
      if (!missing.has(field)) problems.push({ field, code: fieldCodeOf(issue) });
    }
  }
  const sport = values.sport ? lookups.sports.get(values.sport.toLowerCase()) : undefined;
  if (values.sport && sport === undefined) problems.push({ field: 'sport', code: 'SPORT_UNKNOWN' });
  if (input.isd_code && !missing.has('isd_code') && !lookups.isdCodes.has(input.isd_code)) {
    problems.push({ field: 'isd_code', code: 'ISD_CODE_UNKNOWN' });
  }
  if (problems.length > 0 || !parsed.success || sport === undefined) return { problems };
  const row = parsed.data;
  return {
    candidate: {
      full_name: row.full_name,
      user_name: row.user_name ?? null,
      isd_code: row.isd_code,
      mobile: row.mobile,
      mobile_e164: toE164(row.isd_code, row.mobile),
      email: row.email ?? null,
      date_of_birth: row.date_of_birth,
      gender: row.gender,
      sport_id: sport,
      child: ageOn(row.date_of_birth, now) < lookups.ageOfConsent,
    },
  };
}

/** Whether the mapping gives every person a name and a value for each required field (or the import's country code). */
export function mappingGaps(columns: readonly (ImportField | null)[], isdCode?: string): ImportField[] {
  const mapped = new Set(columns.filter((c): c is ImportField => c !== null));
  const named = mapped.has('full_name') || mapped.has('first_name') || mapped.has('last_name');
  return REQUIRED.filter((field) => {
    if (field === 'full_name') return !named;
    if (field === 'isd_code') return !mapped.has('isd_code') && !isdCode;
    return !mapped.has(field);
  });
}
