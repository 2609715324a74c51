import { PRODUCT_NAME } from '../constants.ts';
import { notificationContent } from '../notify.ts';
import type { SmsTexts } from '../console-texts.ts';

/** To a subscriber whose registration staff approved: where to sign in. */
export const REGISTRATION_APPROVED_TEXTS: SmsTexts<{ url: string }> = {
  en: (p) => `${notificationContent('registration-approved', {}).msg} Sign in at ${p.url}`,
  ar: (p) => `تمت الموافقة على تسجيلك. مرحبًا بك في ${PRODUCT_NAME}! سجّل الدخول من ${p.url}`,
};

/** To a subscriber whose registration staff rejected, with the reason they gave. */
export const REGISTRATION_REJECTED_TEXTS: SmsTexts<{ reason: string }> = {
  en: (p) => `${PRODUCT_NAME}: ${notificationContent('registration-rejected', p).msg}`,
  ar: (p) => `${PRODUCT_NAME}: لم تتم الموافقة على تسجيلك: ${p.reason}`,
};
