import { PRODUCT_NAME } from '../constants.ts';
import type { SmsTexts } from '../console-texts.ts';

/** To a new staff member: the link where they set their password (its token is masked in the log). */
export const STAFF_INVITATION_TEXTS: SmsTexts<{ role: string; days: number; link: string }> = {
  en: (p) =>
    `${PRODUCT_NAME}: you are invited to the console as ${p.role}. Set your password within ${p.days} days: ${p.link}`,
  ar: (p) =>
    `${PRODUCT_NAME}: أنت مدعو إلى وحدة التحكم بصفة ${p.role}. عيّن كلمة مرورك خلال ${p.days} أيام: ${p.link}`,
};
