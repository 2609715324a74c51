import type { RegistrationStatus } from './events.ts';

/** A registration's status in each language: the console's catalogs and the CSV export both say it. */
export const registrationStatusWords: Record<'en' | 'ar', Record<RegistrationStatus, string>> = {
  en: {
    registered: 'Registered',
    waitlisted: 'Waitlisted',
    offered: 'Offered a place',
    declined: 'Declined',
    cancelled: 'Cancelled',
    attended: 'Attended',
    absent: 'Absent',
  },
  ar: {
    registered: 'مسجَّل',
    waitlisted: 'في قائمة الانتظار',
    offered: 'عُرض عليه مكان',
    declined: 'اعتذر',
    cancelled: 'ملغى',
    attended: 'حضر',
    absent: 'غاب',
  },
};
