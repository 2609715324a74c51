import { PRODUCT_NAME } from './constants.ts';
import type { SmsTexts } from './console-texts.ts';

/** To the parent a child named: the link where they approve the child's account. */
export const PARENT_REQUEST_TEXTS: SmsTexts<{ child: string; link: string }> = {
  en: (p) => `${p.child} asks you to approve their ${PRODUCT_NAME} account: ${p.link}`,
  ar: (p) => `يطلب ${p.child} موافقتك على حسابه في ${PRODUCT_NAME}: ${p.link}`,
};
