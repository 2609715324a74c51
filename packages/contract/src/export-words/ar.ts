import type { SharedExportWords } from './word.ts';

/** The seeded sports in Arabic, by their English name (the console's data names use them too). */
export const sportNamesAr: Record<string, string> = {
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

/** The words of the CSV exports that no single area brings, in Arabic: the console's own words. */
export const sharedExportWordsAr: SharedExportWords = {
  userStatus: {
    1: 'نشط',
    2: 'الهاتف غير مُتحقَّق منه',
    3: 'بانتظار المراجعة',
    4: 'موقوف',
    5: 'مرفوض',
    7: 'بانتظار موافقة وليّ الأمر',
  },
  genders: { female: 'أنثى', male: 'ذكر', other: 'آخر', undisclosed: 'لم يُذكر' },
  roles: { superAdmin: 'المسؤول الأعلى', admin: 'المسؤول', coach: 'المدرب', subscriber: 'المشترك' },
  dataNames: sportNamesAr,
  listSeparator: '؛ ',
};
