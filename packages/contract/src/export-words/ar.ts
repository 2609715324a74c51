import { registrationStatusWords } from '../shared-words.ts';
import type { ExportWords } from './word.ts';

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

/** The CSV exports in Arabic: the console's own words for the same columns and codes. */
export const exportWordsAr: ExportWords = {
  directory: {
    fullName: 'الاسم الكامل',
    userName: 'اسم المستخدم',
    mobile: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    status: 'الحالة',
    role: 'الدور',
    sport: 'الرياضة',
    gender: 'الجنس',
    dateOfBirth: 'تاريخ الميلاد',
    country: 'البلد',
    joinedAt: 'تاريخ التسجيل',
  },
  registrations: {
    fullName: 'الاسم الكامل',
    userName: 'اسم المستخدم',
    dateOfBirth: 'تاريخ الميلاد',
    status: 'الحالة',
    place: 'الترتيب في الانتظار',
    registeredBy: 'سجّله',
    registeredAt: 'وقت التسجيل',
    phone: 'رقم الجوال',
    parentName: 'وليّ الأمر',
    parentPhone: 'رقم جوال وليّ الأمر',
  },
  audit: {
    at: 'الوقت ({zone})',
    person: 'الشخص',
    userName: 'اسم المستخدم',
    action: 'الإجراء',
    object: 'الهدف',
    objectName: 'اسم الهدف',
    address: 'العنوان',
    detail: 'التفاصيل',
  },
  userStatus: {
    1: 'نشط',
    2: 'الهاتف غير مُتحقَّق منه',
    3: 'بانتظار المراجعة',
    4: 'موقوف',
    5: 'مرفوض',
    7: 'بانتظار موافقة وليّ الأمر',
  },
  registrationStatus: registrationStatusWords.ar,
  genders: { female: 'أنثى', male: 'ذكر', other: 'آخر', undisclosed: 'لم يُذكر' },
  roles: { superAdmin: 'المسؤول الأعلى', admin: 'المسؤول', coach: 'المدرب', subscriber: 'المشترك' },
  dataNames: sportNamesAr,
  themself: 'بنفسه',
  listSeparator: '؛ ',
};
