import { sportNamesAr } from '@fieldhouse/contract';

/**
 * Names that arrive as data (the menu's titles and badges, area names, the sports), in Arabic, by
 * their English: the menu's groups, the seeded roles, the sports and the areas with no contract
 * folder. An area with one words its own in its `words.ts` (`registryAr`, merged in when Arabic
 * loads); area-registry.test.ts checks every registry word has its Arabic. Staff may add sports,
 * and a name not listed shows as it was written.
 */
export const dataNames: Record<string, string> = {
  Navigation: 'التنقّل',
  Account: 'الحساب',
  'My account': 'حسابي',
  Profile: 'الملف الشخصي',
  Notifications: 'الإشعارات',
  Organisation: 'المؤسسة',
  'Audit trail': 'سجل التدقيق',
  'My events': 'فعالياتي',
  'My fixtures': 'مبارياتي',
  'My payments': 'مدفوعاتي',
  // The seeded roles' names (staff may rename them; a new name shows as written).
  'Super Admin': 'المسؤول الأعلى',
  Admin: 'المسؤول',
  Coach: 'المدرب',
  Subscriber: 'المشترك',
  Connections: 'الروابط',
  Chat: 'المحادثة',
  Help: 'المساعدة',
  'API reference': 'مرجع واجهة البرمجة',
  // The seeded sports, shared with the CSV exports (packages/contract/src/export-words/ar.ts).
  ...sportNamesAr,
};
