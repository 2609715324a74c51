import { PRODUCT_NAME } from '../constants.ts';
import type { SmsTexts, TextLanguage } from '../console-texts.ts';

/*
 * The overdue reminder's text message, in the payer's language. Its notification is the kind
 * `payment-overdue` (notify.ts), worded by the console's catalogs; the amount and day inside both
 * are written in the payer's language when the reminder is sent.
 */

export type ReminderLanguage = TextLanguage;
export type ReminderFacts = { invoice: string; amount: string; due: string };

/** At most one reminder per invoice in this long. */
export const REMINDER_INTERVAL_DAYS = 7;
/** Reminders go in this hour of the organisation's morning (08:00–09:00 on its clocks). */
export const REMINDER_HOUR = 8;

/** How many digits a currency's minor unit has (2 for GBP, 3 for KWD, 0 for JPY). */
export function minorDigitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount kept in minor units, as the reader's language writes it with its currency (as the
 * console's lib/money.ts does: Arabic's "UK£" is written "£", which says it all).
 */
export function moneyText(minor: number, currency: string, language: ReminderLanguage): string {
  const amount = minor / 10 ** minorDigitsOf(currency);
  try {
    const options = { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const;
    const plain = new Intl.NumberFormat('en', options)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value;
    const latin = /[A-Za-z]/;
    return new Intl.NumberFormat(language, options)
      .formatToParts(amount)
      .map((p) =>
        p.type === 'currency' && latin.test(p.value) && plain && !latin.test(plain) ? plain : p.value,
      )
      .join('');
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A calendar day (YYYY-MM-DD) as the reader's language writes it. */
export const dayText = (day: string, language: ReminderLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

export const REMINDER_TEXTS: SmsTexts<ReminderFacts> = {
  en: (f) =>
    `${PRODUCT_NAME}: invoice ${f.invoice} for ${f.amount} was due on ${f.due} and is not yet paid. Please pay it at the club or online.`,
  ar: (f) =>
    `${PRODUCT_NAME}: الفاتورة ${f.invoice} بمبلغ ${f.amount} كان موعد استحقاقها ${f.due} ولم تُدفع بعد. يُرجى دفعها في النادي أو عبر الإنترنت.`,
};
