import { PRODUCT_NAME } from '../constants.ts';
import type { SmsTexts } from '../console-texts.ts';

/** To an imported adult, when the import sends links: where to set their password. */
export const IMPORT_LINK_TEXTS: SmsTexts<{ days: number; link: string }> = {
  en: (p) =>
    `${PRODUCT_NAME}: an account was made for you. Set your password within ${p.days} days: ${p.link}`,
  ar: (p) => `${PRODUCT_NAME}: أُنشئ لك حساب. عيّن كلمة مرورك خلال ${p.days} أيام: ${p.link}`,
};
