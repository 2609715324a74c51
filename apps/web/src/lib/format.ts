import dayjs from 'dayjs';

// The spec's 'dd MMM yyyy' (NOTIFICATION_DATE_FORMAT) in dayjs' tokens.
const DAY_MONTH_YEAR = 'DD MMM YYYY';

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

const numberFormat = new Intl.NumberFormat();

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
