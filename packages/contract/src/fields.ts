import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { EMAIL_LABEL_MAX_LENGTH, EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants.ts';
import { GENDERS } from './lookups.ts';

/** Field rules shared by registration and profile edit: one rule, used by the form and the server. */

export const PASSWORD_MIN_LENGTH = 8;
export const USER_NAME_MIN_LENGTH = 3;
export const USER_NAME_MAX_LENGTH = 32;
export const FULL_NAME_MAX_LENGTH = 100;

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your full name')
  .max(FULL_NAME_MAX_LENGTH, `At most ${FULL_NAME_MAX_LENGTH} characters`)
  // Letters of any script, spaces and the marks names use; no markup.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, 'Use letters, spaces, hyphens and apostrophes');

export const userNameSchema = z
  .string()
  .trim()
  .min(USER_NAME_MIN_LENGTH, `At least ${USER_NAME_MIN_LENGTH} characters`)
  .max(USER_NAME_MAX_LENGTH, `At most ${USER_NAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, hyphens and underscores');

export const isdCodeSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{0,3}$/, 'Choose a country code');

/** National number: digits only (spaces and dashes are dropped), a leading 0 is not part of it. */
export const mobileSchema = z
  .string()
  .transform((v) => v.replace(/[\s()-]/g, '').replace(/^0+/, ''))
  .pipe(z.string().regex(/^[1-9]\d{5,13}$/, 'Enter the mobile number, 6 to 14 digits'));

/** E-mail within the lengths mail systems accept (RFC 5321, RFC 1035): 254 in all, 64 before the @, 63 per domain label. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters`)
  .refine((v) => isEmail(v), 'Enter a valid e-mail address');

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
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form yyyy-mm-dd')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Not a real date')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'Cannot be in the future')
  .refine((v) => Number(v.slice(0, 4)) >= new Date().getUTCFullYear() - 120, 'Check the year');

export const genderSchema = z.enum(GENDERS.map((g) => g.value) as [string, ...string[]], {
  message: 'Choose one of the options',
});

/** Length only; the server also refuses common passwords (and the form may hint at strength). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

/** Whole years between a `yyyy-mm-dd` birth date and `now`, in UTC. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}
