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

/** A price kept in minor units, in the reader's language: 2500 GBP is "£25.00". */
export function formatMoney(minor: number, currency: string) {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${minor / 10 ** digits} ${currency}`;
  }
}

/** Every currency the browser knows, for a price's choice (a plan, an event's fee). */
export const CURRENCIES: string[] = Intl.supportedValuesOf('currency');
