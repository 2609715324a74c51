import dayjs from 'dayjs';
import { i18n } from './i18n/i18n.ts';

/** Day, short month, year: '05 Mar 2026' (dayjs' tokens), in lists and in date fields alike. */
export const DAY_MONTH_YEAR = 'DD MMM YYYY';

/** A date as 'dd MMM yyyy', e.g. '05 Mar 2026'; an unreadable value is shown as it came. */
export function formatDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DAY_MONTH_YEAR) : value;
}

/** A date with the time of day, e.g. '05 Mar 2026 14:07', for logs where the minute matters. */
export function formatDateTime(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DAY_MONTH_YEAR} HH:mm`) : value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the reader's language (Arabic: Arabic-Indic digits). */
export function formatNumber(value: number): string {
  const language = i18n.language;
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}
