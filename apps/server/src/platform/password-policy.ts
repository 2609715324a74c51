import { dictionary } from '@zxcvbn-ts/language-common';
import type { FieldCode } from '@fieldhouse/contract';

// zxcvbn-ts's list of ~49,000 passwords seen most often in breaches, lower case.
const common = new Set(dictionary['passwords-common']);

/** Why a new password is refused, or null when it is acceptable (length is checked by the schema). */
export function passwordProblem(password: string, userName: string): FieldCode | null {
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'PASSWORD_TOO_COMMON';
  if (userName && lower.includes(userName.toLowerCase())) return 'PASSWORD_HAS_USER_NAME';
  return null;
}
