import { PRODUCT_NAME } from './constants.ts';
import type { SmsTexts } from './console-texts.ts';

/** The phone code's text. The code stays in Latin digits in every language: it is typed back as sent. */
export const OTP_TEXTS: SmsTexts<{ code: string; minutes: number }> = {
  en: (p) => `${p.code} is your ${PRODUCT_NAME} code. It expires in ${p.minutes} minutes. Never share it.`,
  ar: (p) =>
    `${p.code} هو رمز ${PRODUCT_NAME} الخاص بك. تنتهي صلاحيته خلال ${p.minutes} دقائق. لا تشاركه مع أحد.`,
};
