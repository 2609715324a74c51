import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.ts';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import {
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from './fields.ts';
import { OTP_LENGTH } from './otp.ts';
import { STAFF_TEXT_MAX } from './constants.ts';

/*
 * Every problem a field can have, by a stable code, with its English text. A schema rule's
 * message is its code (`.min(1, 'FULL_NAME_EMPTY' satisfies FieldCode)`), the server words an
 * error's `fields` in English from this table and sends the codes beside them as `fieldCodes`,
 * and the console words a code in the reader's language (apps/web/src/lib/i18n/ar/fields.ts).
 * Codes are never renamed or reused: clients match on them.
 */
export const FIELD_MESSAGES = {
  // Rules that name no code of their own get one by the kind of problem.
  NOT_VALID: 'Not valid',
  TOO_SHORT: 'Too short',
  TOO_LONG: 'Too long',
  OUT_OF_RANGE: 'Out of range',
  UNKNOWN_FIELD: 'Not expected here',
  MISSING: 'Fill this in',

  FULL_NAME_EMPTY: 'Enter your full name',
  // Staff naming someone else (an invitation, a correction to a record).
  THEIR_FULL_NAME_EMPTY: 'Enter their full name',
  FULL_NAME_TOO_LONG: `At most ${FULL_NAME_MAX_LENGTH} characters`,
  FULL_NAME_CHARACTERS: 'Use letters, spaces, hyphens and apostrophes',
  USER_NAME_TOO_SHORT: `At least ${USER_NAME_MIN_LENGTH} characters`,
  USER_NAME_TOO_LONG: `At most ${USER_NAME_MAX_LENGTH} characters`,
  USER_NAME_CHARACTERS: 'Use letters, digits, dots, hyphens and underscores',
  USER_NAME_NEEDS_LETTER: 'Include at least one letter, so it is not mistaken for a phone number',
  USER_NAME_TAKEN: 'This user name is taken',
  ISD_CODE_INVALID: 'Choose a country code',
  ISD_CODE_UNKNOWN: 'Choose a country code from the list',
  MOBILE_INVALID: 'Enter the mobile number, 6 to 14 digits',
  MOBILE_TAKEN: 'This mobile number already has an account',
  MOBILE_WITHOUT_ISD_CODE: 'Send the country code and the mobile number together',
  MOBILE_IS_YOURS: 'This is your own number',
  EMAIL_TOO_LONG: `At most ${EMAIL_MAX_LENGTH} characters`,
  EMAIL_INVALID: 'Enter a valid e-mail address',
  DATE_FORMAT: 'Use the form yyyy-mm-dd',
  DATE_NOT_REAL: 'Not a real date',
  DATE_IN_FUTURE: 'Cannot be in the future',
  BIRTH_YEAR_UNLIKELY: 'Check the year',
  DATE_OF_BIRTH_LOCKED: 'Only staff can correct your date of birth; please contact us',
  GENDER_NOT_LISTED: 'Choose one of the options',
  SPORT_UNKNOWN: 'Choose a sport from the list',

  LOGIN_NAME_EMPTY: 'Enter your user name or mobile number',
  PASSWORD_EMPTY: 'Enter your password',
  PASSWORD_TOO_SHORT: `At least ${PASSWORD_MIN_LENGTH} characters`,
  PASSWORD_TOO_LONG: `At most ${PASSWORD_MAX_LENGTH} characters`,
  PASSWORD_TOO_COMMON: 'This password is too common; choose one that is harder to guess',
  PASSWORD_HAS_USER_NAME: 'Do not use your user name in the password',
  PASSWORD_UNCHANGED: 'Choose a password different from the current one',
  CURRENT_PASSWORD_EMPTY: 'Enter your current password',
  CURRENT_PASSWORD_WRONG: 'This is not your current password',

  OTP_CODE_FORMAT: `Enter the ${OTP_LENGTH}-digit code`,
  OTP_CODE_WRONG: 'Wrong code',

  PERSON_NOT_NAMED: 'Enter their user name',
  PERSON_IS_YOU: 'This is you',
  PERSON_NOT_FOUND: 'No subscriber has this user name. Check the spelling with them.',
  MESSAGE_EMPTY: 'Type a message first',
  MESSAGE_TOO_LONG: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  REJECTION_REASON_MISSING: 'Say why the registration is rejected',
  DECLINE_REASON_MISSING: 'Say why the deletion is declined: the person is told',
  SUSPENSION_REASON_SHORT: 'Say why in a few words: they will read it when they sign in',
  TEXT_EMPTY: 'Type the text first',
  TEXT_TOO_LONG: `A text can be at most ${STAFF_TEXT_MAX} characters`,
  ROLE_NAME_SHORT: 'Give the role a name of at least 2 characters',
  ROLE_NAME_TAKEN: 'Another role has this name',
  HOLDER_NOT_NAMED: 'Enter their user name',
  HOLDER_NOT_FOUND: 'Nobody has this user name',
  MASTER_NAME_SHORT: 'Give it a name of at least 2 characters',
  MASTER_NAME_TAKEN: 'Another entry has this name',
  COUNTRY_CODE_FORMAT: 'Two letters, as in GB or AE',
  COUNTRY_CODE_TAKEN: 'Another country has this code',
  ADDRESS_SHORT: 'Enter the address',
  CURRENCY_UNKNOWN: 'Choose a currency from the list',
  SEASON_ENDS_BEFORE_START: 'Must be after the start',
  AGE_RANGE_EMPTY: 'Give a youngest age, an "under" age, or both',
  AGE_RANGE_BACKWARDS: 'Must be above the youngest age',
  CUTOFF_DAY_NOT_REAL: 'Not a day of that month',
  CHOICE_ARCHIVED: 'Choose one that is not archived',
  CHOICE_UNKNOWN: 'Choose one from the list',
  COACH_NOT_STAFF: 'Only active staff can coach a team',
  STAFF_ROLE_NOT_STAFF: 'Choose a staff role',
  ROLE_NOT_CHOSEN: 'Choose a role',
  EVENT_TITLE_SHORT: 'Give it a title of at least 3 characters',
  EVENT_ENDS_BEFORE_START: 'Must be after the start',
  TIME_ZONE_UNKNOWN: 'Choose a time zone from the list',
  REGISTRATION_CLOSES_BEFORE_OPENING: 'Must be after registration opens',
  REGISTRATION_CLOSES_AFTER_END: 'Must be before the event ends',
  CAPACITY_BELOW_TAKEN: 'More people than this already hold a place',
  CANCEL_REASON_REQUIRED: 'Say why, so the people registered know',
  TIE_BREAKERS_EMPTY: 'Choose at least one way to separate teams level on points',
  TIE_BREAKERS_REPEATED: 'Each tie-breaker once',
  TIME_FORMAT: 'A time as HH:MM',
  FIXTURE_DATES_EMPTY: 'Add the dates to play on',
  FIXTURE_DATES_TOO_FEW: 'One date for each round is needed',
  FIXTURE_SLOTS_EMPTY: 'Add the kick-off times',
  FIXTURE_SLOTS_TOO_FEW: 'Too few kick-off times and venues for a round',
  FIXTURE_VENUES_EMPTY: 'Choose at least one venue',
  ENTRANTS_TOO_FEW: 'Add at least two teams first',
  SAME_ENTRANT: 'A team cannot play itself',
  ENTRANT_TAKEN: 'Already in this competition',
  POSTPONED_NO_TIME: 'A postponed match has no kick-off: to give it a new one, move it',
  PLAYER_NOT_SUBSCRIBER: 'Only active subscribers play in a team',
  PARENT_LINK_NOT_BY_REQUEST:
    'A parent or guardian is linked when they approve their child’s registration, or by staff; not by a request',
  PARENT_NOT_NAMED: 'Enter their user name or mobile number',
  PARENT_NOT_FOUND: 'No active subscriber has this user name or mobile number',
  PARENT_AMBIGUOUS: 'More than one account has this number: add the country code, or use their user name',
  PARENT_IS_CHILD: 'This is the child themself',
  PARENT_NOT_ADULT: 'A parent or guardian must be an adult',
  PARENT_ALREADY_LINKED: 'Already linked as their parent or guardian',
  PARENT_LINK_REASON_SHORT: 'Say why in a few words: it is kept in the audit trail',

  PICTURE_MISSING: 'Choose a picture',
  PICTURE_NOT_IMAGE: 'Not a JPEG, PNG or WebP image',
  PICTURE_TOO_MANY_BYTES: 'at most 5 MB',
  PICTURE_TOO_MANY_PIXELS: 'at most 40 megapixels',

  // A row of a CSV import (bulk/import-schemas.ts).
  MOBILE_TWICE_IN_FILE: 'This mobile number is on an earlier row of the file',
  IMPORT_ROW_FAILED: 'This row could not be saved',
  // A text template (sms/).
  SMS_UNKNOWN_PLACEHOLDER:
    'Use only the placeholders listed: {firstName}, {lastName}, {fullName}, {organisation}, {eventTitle}, {eventDate}',
  SMS_TEMPLATE_NEEDS_EVENT: 'This template names an event: choose the event',
} as const;

export type FieldCode = keyof typeof FIELD_MESSAGES;

export const FIELD_CODES = Object.keys(FIELD_MESSAGES) as [FieldCode, ...FieldCode[]];

const isFieldCode = (value: unknown): value is FieldCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_MESSAGES, value);

/**
 * What a zod issue says about a field: its code, its kind, what it checked (numbers or text), and
 * whether the field was left out altogether (zod keeps no input, so the caller says).
 */
export type FieldIssue = { code?: string; message?: string; origin?: string; missing?: boolean };

/**
 * The code of a failed rule: the rule's own (its message), or one by the kind of problem. Never
 * zod's own words: they are written for developers ("Too small: expected number to be >0").
 */
export function fieldCodeOf(issue: FieldIssue): FieldCode {
  if (isFieldCode(issue.message)) return issue.message;
  if (issue.missing) return 'MISSING';
  const numeric = issue.origin === 'number' || issue.origin === 'bigint';
  switch (issue.code) {
    case 'too_small':
      return numeric ? 'OUT_OF_RANGE' : 'TOO_SHORT';
    case 'too_big':
      return numeric ? 'OUT_OF_RANGE' : 'TOO_LONG';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    case 'invalid_value':
      // A value outside an enum or a literal: one of a list's options was expected.
      return 'CHOICE_UNKNOWN';
    default:
      return 'NOT_VALID';
  }
}
