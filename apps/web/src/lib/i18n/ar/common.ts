import type { Translation } from '../messages.ts';
import type { common as english } from '../en/common.ts';

export const common: Translation<typeof english> = {
  tagline: 'Fieldhouse · لوحة تحكم مؤسستك الرياضية',
  loading: 'جارٍ التحميل',
  language: 'اللغة',
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  retry: 'إعادة المحاولة',
  cancel: 'إلغاء',
  close: 'إغلاق',
  loadingApp: 'جارٍ تحميل Fieldhouse',
  somethingWrong: 'حدث خطأ ما',
  requestFailed: 'تعذّر إتمام الطلب. حاول مجددًا.',
  unexpected: 'حدث خطأ غير متوقَّع.',
  partNotLoaded: 'تعذّر تحميل جزء من لوحة التحكم. ربما صدر إصدار أحدث.',
  reloadPage: 'إعادة تحميل الصفحة',
  leaveTitle: 'المغادرة دون حفظ؟',
  leaveBody: 'لم تُحفظ تغييراتك في هذه الصفحة بعد. إن غادرت الآن فستضيع.',
  leave: 'المغادرة دون حفظ',
};
