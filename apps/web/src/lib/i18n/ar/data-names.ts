/**
 * Names that arrive as data (the seeded menu's titles and badges, the sports), in Arabic, by their
 * English. Staff may rename or add them; a name not listed here shows as it was written.
 */
export const dataNames: Record<string, string> = {
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
  Athletics: 'ألعاب القوى',
  Basketball: 'كرة السلة',
  Cricket: 'الكريكيت',
  Football: 'كرة القدم',
  Gymnastics: 'الجمباز',
  Hockey: 'الهوكي',
  Rugby: 'الرغبي',
  Swimming: 'السباحة',
  Tennis: 'التنس',
  Volleyball: 'الكرة الطائرة',
};
