import { GENDERS } from '@fieldhouse/contract';
import { i18n } from '../../lib/i18n/i18n.ts';

type Gender = (typeof GENDERS)[number]['value'];
const isGender = (value: string): value is Gender => GENDERS.some((gender) => gender.value === value);

/** A gender in the reader's language; a value this console does not know is shown as it came. */
export function genderText(value: string, fallback = value): string {
  return isGender(value) ? i18n.t(`profile.genders.${value}`) : fallback;
}
