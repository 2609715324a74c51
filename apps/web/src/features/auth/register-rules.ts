import {
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  dateOfBirthSchema,
  fullNameSchema,
  genderSchema,
  isdCodeSchema,
  mobileSchema,
  newPasswordSchema,
  optionalEmailSchema,
  userNameSchema,
  type RegisterRequest,
} from '@fieldhouse/contract';

/*
 * The sign-up form checks each field with the contract's own schema, so the rule the user reads
 * while typing is the one the server applies. (This page is its own chunk; zod stays out of the
 * sign-in page.) Only the server knows taken names and common passwords: its `fields` are shown
 * in the same places.
 */

export type RegisterValues = {
  full_name: string;
  user_name: string;
  isd_code: string;
  mobile: string;
  email: string;
  date_of_birth: string;
  gender: string;
  sport_id: string;
  password: string;
};

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const REGISTER_FIELDS: RegisterField[] = [
  'full_name',
  'user_name',
  'isd_code',
  'mobile',
  'email',
  'date_of_birth',
  'gender',
  'sport_id',
  'password',
];

export const emptyRegisterValues: RegisterValues = {
  full_name: '',
  user_name: '',
  isd_code: '',
  mobile: '',
  email: '',
  date_of_birth: '',
  gender: '',
  sport_id: '',
  password: '',
};

/** The rule said under each field before anything goes wrong. */
export const RULES: Partial<Record<RegisterField, string>> = {
  user_name: `${USER_NAME_MIN_LENGTH}–${USER_NAME_MAX_LENGTH} letters, digits, dots, hyphens or underscores. You sign in with it.`,
  mobile: 'We text a code to this number to check it is yours.',
  email: 'Optional.',
  password: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`,
};

type FieldSchema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

// The sport arrives as a list choice (its id), so being chosen is its only rule on this side.
const SCHEMAS: Record<Exclude<RegisterField, 'sport_id'>, FieldSchema> = {
  full_name: fullNameSchema,
  user_name: userNameSchema,
  isd_code: isdCodeSchema,
  mobile: mobileSchema,
  email: optionalEmailSchema,
  date_of_birth: dateOfBirthSchema,
  gender: genderSchema,
  password: newPasswordSchema,
};

const EMPTY_MESSAGES: Partial<Record<RegisterField, string>> = {
  isd_code: 'Choose a country code',
  mobile: 'Enter your mobile number',
  date_of_birth: 'Enter your date of birth',
  gender: 'Choose one of the options',
  sport_id: 'Choose a sport',
  password: 'Choose a password',
};

export function checkField(field: RegisterField, value: string): string | undefined {
  if (!value.trim() && EMPTY_MESSAGES[field]) return EMPTY_MESSAGES[field];
  if (field === 'sport_id') return /^[1-9]\d*$/.test(value) ? undefined : EMPTY_MESSAGES.sport_id;
  const result = SCHEMAS[field].safeParse(value);
  if (result.success) return undefined;
  return result.error?.issues[0]?.message ?? 'Check this field';
}

export function checkAll(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    const error = checkField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function toRequest(values: RegisterValues): RegisterRequest {
  return {
    full_name: values.full_name.trim(),
    user_name: values.user_name.trim(),
    isd_code: values.isd_code,
    mobile: values.mobile,
    email: values.email.trim() || null,
    date_of_birth: values.date_of_birth,
    gender: values.gender,
    sport_id: Number(values.sport_id),
    password: values.password,
  };
}

/** The server's `fields` use the request's names; anything else is shown above the button. */
export function serverFieldErrors(fields: Record<string, string> | undefined): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    const message = fields?.[field];
    if (message) errors[field] = message;
  }
  return errors;
}
