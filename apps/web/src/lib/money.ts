import { i18n } from './i18n/i18n.ts';

/** How many digits a currency's minor unit has (2 for GBP, 3 for KWD, 0 for JPY). */
export const minorDigits = (currency: string) => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
};

/**
 * The locale money is written in: the reader's language, and in Arabic its own digits (Chromium's
 * plain `ar` writes Latin ones), so "١٢٫٥٠٠ د.أ." reads as a sum of an Arabic page.
 */
const moneyLocale = (language: string) => (language === 'ar' ? 'ar-u-nu-arab' : language);

/**
 * A sum kept in minor units, in the reader's language and the currency's own format: 2500 GBP is
 * "£25.00", 12500 JOD "JOD 12.500" (three digits), 500 JPY "¥500". Every sum on a page goes through here.
 */
export function formatMoney(minor: number, currency: string) {
  const digits = minorDigits(currency);
  try {
    const amount = minor / 10 ** digits;
    const options = { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const;
    const parts = new Intl.NumberFormat(moneyLocale(i18n.language), options).formatToParts(amount);
    // Arabic writes GBP as "UK£": English letters in an Arabic sentence, where "£" says it all.
    const plain = new Intl.NumberFormat('en', options)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value;
    const latin = /[A-Za-z]/;
    return parts
      .map((p) =>
        p.type === 'currency' && latin.test(p.value) && plain && !latin.test(plain) ? plain : p.value,
      )
      .join('');
  } catch {
    return `${minor / 10 ** digits} ${currency}`;
  }
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count beside sums (a quantity, a number of invoices, a percent) in the digits the sums use, so
 * an Arabic page of money does not mix "٣" and "3" (lib/format.ts `formatNumber` keeps the
 * runtime's own digits for the rest of the console).
 */
export function formatCount(value: number): string {
  const locale = moneyLocale(i18n.language);
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** A sum in minor units as a form's box shows it, in plain digits: 1250 GBP is "12.50", 12500 JOD "12.500". */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * What was typed in a sum's box, in minor units, read from the digits (never through a float):
 * "12.5" GBP is 1250; null when it is not a sum the currency can hold (letters, too many decimals).
 */
export function inputToMinor(typed: string | number, currency: string): number | null {
  const digits = minorDigits(currency);
  const text = String(typed).trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Every currency the browser knows, for a price's choice (a plan, an event's fee). */
export const CURRENCIES: string[] = Intl.supportedValuesOf('currency');
