import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { EMAIL_LABEL_MAX_LENGTH, EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants.ts';
import { isRealDay } from './common.ts';
import type { FieldCode } from './field-codes.ts';
import { GENDERS } from './lookups.ts';

/**
 * Field rules shared by registration and profile edit: one rule, used by the form and the server.
 * Each rule's message is its code in field-codes.ts, which holds the English text.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const USER_NAME_MIN_LENGTH = 3;
export const USER_NAME_MAX_LENGTH = 32;
export const FULL_NAME_MAX_LENGTH = 100;

const fullName = (emptyCode: FieldCode) =>
  z
    .string(emptyCode)
    .trim()
    .min(1, emptyCode)
    .max(FULL_NAME_MAX_LENGTH, 'FULL_NAME_TOO_LONG' satisfies FieldCode)
    // Letters of any script, spaces and the marks names use; no markup.
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, 'FULL_NAME_CHARACTERS' satisfies FieldCode);

/** The person's own name, as they give it (sign-up, their profile). */
export const fullNameSchema = fullName('FULL_NAME_EMPTY');
/** Someone else's name, as staff give it (an invitation, a correction to a record). */
export const theirFullNameSchema = fullName('THEIR_FULL_NAME_EMPTY');

export const userNameSchema = z
  .string()
  .trim()
  .min(USER_NAME_MIN_LENGTH, 'USER_NAME_TOO_SHORT' satisfies FieldCode)
  .max(USER_NAME_MAX_LENGTH, 'USER_NAME_TOO_LONG' satisfies FieldCode)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'USER_NAME_CHARACTERS' satisfies FieldCode)
  // A sign-in name of digits (and separators) means a mobile number, never a user name: were
  // `7700900003` a user name, it would be ambiguous with that national number.
  .regex(/[A-Za-z]/, 'USER_NAME_NEEDS_LETTER' satisfies FieldCode);

export const isdCodeSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{0,3}$/, 'ISD_CODE_INVALID' satisfies FieldCode);

/** National number: digits only (spaces and dashes are dropped), a leading 0 is not part of it. */
export const mobileSchema = z
  .string()
  .transform((v) => v.replace(/[\s()-]/g, '').replace(/^0+/, ''))
  .pipe(z.string().regex(/^[1-9]\d{5,13}$/, 'MOBILE_INVALID' satisfies FieldCode));

/** E-mail within the lengths mail systems accept (RFC 5321, RFC 1035): 254 in all, 64 before the @, 63 per domain label. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'EMAIL_TOO_LONG' satisfies FieldCode)
  .refine((v) => isEmail(v), 'EMAIL_INVALID' satisfies FieldCode);

function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every(
      (l) => l.length <= EMAIL_LABEL_MAX_LENGTH && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(l),
    )
  );
}

/** An empty e-mail field means none. */
export const optionalEmailSchema = z.union([z.literal('').transform(() => null), emailSchema]).nullish();

export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_FORMAT' satisfies FieldCode)
  .refine(isRealDay, 'DATE_NOT_REAL' satisfies FieldCode)
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'DATE_IN_FUTURE' satisfies FieldCode)
  .refine(
    (v) => Number(v.slice(0, 4)) >= new Date().getUTCFullYear() - 120,
    'BIRTH_YEAR_UNLIKELY' satisfies FieldCode,
  );

export const genderSchema = z.enum(GENDERS.map((g) => g.value) as [string, ...string[]], {
  message: 'GENDER_NOT_LISTED' satisfies FieldCode,
});

/** Length only; the server also refuses common passwords (and the form may hint at strength). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT' satisfies FieldCode)
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG' satisfies FieldCode);

/** Whole years between a `yyyy-mm-dd` birth date and `now`, in UTC. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** A person's own account fields, as registering and editing a profile send them (the sport aside: a list choice). */
export const accountFieldSchemas = {
  full_name: fullNameSchema,
  user_name: userNameSchema,
  isd_code: isdCodeSchema,
  mobile: mobileSchema,
  email: optionalEmailSchema,
  date_of_birth: dateOfBirthSchema,
  gender: genderSchema,
};
