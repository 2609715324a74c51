import type { Messages } from '../messages.ts';

export const common: Messages['common'] = {
  tagline: 'Fieldhouse · لوحة تحكم مؤسستك الرياضية',
  loading: 'جارٍ التحميل',
  language: 'اللغة',
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  retry: 'إعادة المحاولة',
  cancel: 'إلغاء',
  close: 'إغلاق',
};
