import { sportNamesAr, type MenuWord } from '@fieldhouse/contract';

/**
 * Names that arrive as data (the menu's titles and badges, area names, the sports), in Arabic, by
 * their English. Every word of the area registry must be here (the type says so); staff may add
 * sports, and a name not listed here shows as it was written.
 */
export const dataNames: Record<MenuWord, string> & Record<string, string> = {
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
  Subscribers: 'المشتركون',
  'Deletion requests': 'طلبات الحذف',
  'Audit trail': 'سجل التدقيق',
  Roles: 'الأدوار',
  Staff: 'الطاقم',
  'Staff accounts': 'حسابات الطاقم',
  'Master data': 'البيانات الأساسية',
  Events: 'الفعاليات',
  'My events': 'فعالياتي',
  Matches: 'المباريات',
  'My fixtures': 'مبارياتي',
  'Organisation settings': 'إعدادات المؤسسة',
  Safeguarding: 'حماية القاصرين',
  Settings: 'الإعدادات',
  // The seeded roles' names (staff may rename them; a new name shows as written).
  'Super Admin': 'المسؤول الأعلى',
  Admin: 'المسؤول',
  Coach: 'المدرب',
  Subscriber: 'المشترك',
  SMS: 'الرسائل النصية',
  Connections: 'الروابط',
  Chat: 'المحادثة',
  Help: 'المساعدة',
  'API reference': 'مرجع واجهة البرمجة',
  // The seeded sports, shared with the CSV exports (packages/contract/src/export-words/ar.ts).
  ...sportNamesAr,
};
