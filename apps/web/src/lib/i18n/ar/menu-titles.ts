/**
 * The seeded menu's titles in Arabic, by their English title. Menu titles are data staff may
 * rename; a title not listed here shows as it was written.
 */
export const menuTitles: Record<string, string> = {
  Navigation: 'التنقّل',
  Dashboard: 'لوحة المعلومات',
  Analytics: 'التحليلات',
  Live: 'مباشر',
  Account: 'الحساب',
  'My account': 'حسابي',
  Profile: 'الملف الشخصي',
  Notifications: 'الإشعارات',
  Organisation: 'المؤسسة',
  Registrations: 'التسجيلات',
  'SMS outbox': 'صندوق الرسائل النصية',
  Help: 'المساعدة',
  'API reference': 'مرجع واجهة البرمجة',
};
