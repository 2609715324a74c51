import { PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '@fieldhouse/contract';

/** What a field of an account asks for, said by lib/account-fields.ts for every form of a person. */
export const accountFields = {
  rules: {
    userName: `${USER_NAME_MIN_LENGTH}–${USER_NAME_MAX_LENGTH} letters, digits, dots, hyphens or underscores. You sign in with it.`,
    mobile: 'We text a code to this number to check it is yours.',
    email: 'Optional.',
    password: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`,
  },
  empty: {
    isdCode: 'Choose a country code',
    mobile: 'Enter your mobile number',
    dateOfBirth: 'Enter your date of birth',
    theirDateOfBirth: 'Enter their date of birth',
    gender: 'Choose one of the options',
    sport: 'Choose a sport',
    password: 'Choose a password',
    other: 'Check this field',
  },
};
