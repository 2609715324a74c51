import {
  FIELD_MESSAGES,
  accountFieldSchemas,
  fieldCodeOf,
  newPasswordSchema,
  theirFullNameSchema,
  type FieldIssue,
} from '@fieldhouse/contract';
import { fieldText } from './i18n/field-text.ts';
import { i18n } from './i18n/i18n.ts';

/*
 * The account fields of sign-up and profile edit, each checked with the contract's own schema,
 * so the rule the user reads while typing is the one the server applies, worded by its code in the
 * reader's language like the server's field errors. (This pulls in zod, so
 * only pages that are their own chunk import it; the sign-in page must not.) Only the server knows
 * taken names and common passwords: its `fields` are shown in the same places.
 */

/** A person's own fields, as sign-up asks them and a profile shows them (in that order). */
export const PERSON_FIELDS = [
  'full_name',
  'user_name',
  'isd_code',
  'mobile',
  'email',
  'date_of_birth',
  'gender',
  'sport_id',
] as const;

export type AccountField = (typeof PERSON_FIELDS)[number] | 'password';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const RULE_KEYS = { user_name: 'userName', mobile: 'mobile', email: 'email', password: 'password' } as const;

/** The rule said under a field before anything goes wrong, in the reader's language. */
export function fieldRule(field: AccountField): string | undefined {
  return field in RULE_KEYS
    ? i18n.t(`accountFields.rules.${RULE_KEYS[field as keyof typeof RULE_KEYS]}`)
    : undefined;
}

type FieldSchema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: FieldIssue[] } };
};

// The sport arrives as a list choice (its id), so being chosen is its only rule on this side.
const SCHEMAS: Record<Exclude<AccountField, 'sport_id'>, FieldSchema> = {
  ...accountFieldSchemas,
  password: newPasswordSchema,
};

const EMPTY_KEYS = {
  isd_code: 'isdCode',
  mobile: 'mobile',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  sport_id: 'sport',
  password: 'password',
} as const;

/**
 * Whose account the fields are: the person's own (sign-up, their profile), or someone else's that
 * staff fill in (a record's correction), which the words then speak of ("Enter their full name").
 */
export type Whose = 'own' | 'their';

const THEIR_SCHEMAS: Partial<typeof SCHEMAS> = { full_name: theirFullNameSchema };
const THEIR_EMPTY_KEYS = { date_of_birth: 'theirDateOfBirth' } as const;

type EmptyKey = (typeof EMPTY_KEYS)[keyof typeof EMPTY_KEYS] | (typeof THEIR_EMPTY_KEYS)['date_of_birth'];

const emptyKey = (field: AccountField, whose: Whose): EmptyKey | undefined => {
  if (whose === 'their' && field in THEIR_EMPTY_KEYS) return THEIR_EMPTY_KEYS[field as 'date_of_birth'];
  return field in EMPTY_KEYS ? EMPTY_KEYS[field as keyof typeof EMPTY_KEYS] : undefined;
};

const emptyMessage = (field: AccountField, whose: Whose) => {
  const key = emptyKey(field, whose);
  return key ? i18n.t(`accountFields.empty.${key}`) : undefined;
};

/** The first problem with one field's value, or undefined when the contract accepts it. */
export function checkAccountField(
  field: AccountField,
  value: string,
  whose: Whose = 'own',
): string | undefined {
  const empty = emptyMessage(field, whose);
  if (!value.trim() && empty) return empty;
  if (field === 'sport_id') return /^[1-9]\d*$/.test(value) ? undefined : empty;
  const schema = (whose === 'their' && THEIR_SCHEMAS[field]) || SCHEMAS[field];
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error?.issues[0];
  if (!issue) return i18n.t('accountFields.empty.other');
  const code = fieldCodeOf(issue);
  return fieldText(code, FIELD_MESSAGES[code]);
}

/** The server's `fields` use the request's names; those the form has go under their fields. */
export function fieldErrorsFrom<F extends string>(
  names: readonly F[],
  fields: Record<string, string> | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const name of names) {
    const message = fields?.[name];
    if (message) errors[name] = message;
  }
  return errors;
}
