import type { RegisterRequest } from '@fieldhouse/contract';
import {
  PERSON_FIELDS,
  fieldErrorsFrom,
  type AccountField,
  type FieldErrors,
} from '../../lib/account-fields.ts';

/* The sign-up form's fields; the rules themselves are shared with the profile (lib/account-fields). */

export type RegisterField = AccountField;
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = FieldErrors<RegisterField>;

export { checkAccountField as checkField, fieldRule } from '../../lib/account-fields.ts';

export const REGISTER_FIELDS: RegisterField[] = [...PERSON_FIELDS, 'password'];

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
  return fieldErrorsFrom(REGISTER_FIELDS, fields);
}
