import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of ~49,000 passwords seen most often in breaches, lower case.
const common = new Set(dictionary['passwords-common']);

/** Why a new password is refused, or null when it is acceptable (length is checked by the schema). */
export function passwordProblem(password: string, userName: string): string | null {
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'This password is too common; choose one that is harder to guess';
  if (userName && lower.includes(userName.toLowerCase())) return 'Do not use your user name in the password';
  return null;
}
