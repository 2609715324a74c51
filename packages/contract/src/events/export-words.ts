import type { AreaExportWords } from '../export-words/area.ts';
import { registrationStatusWords } from './registration-words.ts';
import type { RegistrationStatus } from './events.ts';

/** The columns of an event's registrations export; the contact columns only for callers who may see them. */
export const REGISTRATION_EXPORT_COLUMNS = [
  'fullName',
  'userName',
  'dateOfBirth',
  'status',
  'place',
  'registeredBy',
  'registeredAt',
  'phone',
  'parentName',
  'parentPhone',
] as const;
export type RegistrationExportColumn = (typeof REGISTRATION_EXPORT_COLUMNS)[number];

export type EventsExportWords = {
  registrations: Record<RegistrationExportColumn, string>;
  registrationStatus: Record<RegistrationStatus, string>;
  /** Who registered someone who registered themself (the console's "Registered by" says the same). */
  themself: string;
};

/** An event's registrations export: its headers and the words its cells hold. */
export const eventsExportWords: AreaExportWords<EventsExportWords> = {
  en: {
    registrations: {
      fullName: 'Full name',
      userName: 'User name',
      dateOfBirth: 'Date of birth',
      status: 'Status',
      place: 'Waitlist place',
      registeredBy: 'Registered by',
      registeredAt: 'Registered at',
      phone: 'Mobile number',
      parentName: 'Parent or guardian',
      parentPhone: 'Parent’s mobile number',
    },
    registrationStatus: registrationStatusWords.en,
    themself: 'Themself',
  },
  ar: {
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
    registrationStatus: registrationStatusWords.ar,
    themself: 'بنفسه',
  },
};
