import type { AreaExportWords } from '../export-words/area.ts';
import type { DirectoryColumn } from './subscribers.ts';

/** The directory's export: each column's header (the cells' codes are worded by the shared words). */
export const subscribersExportWords: AreaExportWords<{ directory: Record<DirectoryColumn, string> }> = {
  en: {
    directory: {
      fullName: 'Full name',
      userName: 'User name',
      mobile: 'Mobile number',
      email: 'E-mail',
      status: 'Status',
      role: 'Role',
      sport: 'Sport',
      gender: 'Gender',
      dateOfBirth: 'Date of birth',
      country: 'Country',
      joinedAt: 'Signed up',
    },
  },
  ar: {
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
  },
};
