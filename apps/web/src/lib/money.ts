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
    const amount = minor / 10 ** digits;
    const options = { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const;
    const parts = new Intl.NumberFormat(i18n.language, options).formatToParts(amount);
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

/** Every currency the browser knows, for a price's choice (a plan, an event's fee). */
export const CURRENCIES: string[] = Intl.supportedValuesOf('currency');
