import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { sms as english } from '../en/sms.ts';

export const sms: Translation<typeof english> = {
  title: 'صندوق الرسائل النصية',
  description:
    'رموز التحقق وطلبات أولياء الأمور وقرارات المراجعة، الأحدث أولًا. الرموز وروابط الدعوة مخفية: لا يقرؤها إلا من أُرسلت إليه. تتحدّث القائمة من تلقاء نفسها.',
  heading: 'الرسائل',
  noun: 'الرسائل',
  pager: 'صفحات صندوق الرسائل',
  failed: 'تعذّر تحميل صندوق الرسائل',
  empty: 'لا توجد رسائل نصية بعد. حين يسجّل أحدٌ أو يسمّي وليّ أمره، تظهر الرسالة هنا.',
  emptyPage: 'هذه الصفحة فارغة. عُد إلى الصفحة الأولى لترى أحدث الرسائل.',
  to: 'إلى',
  text: 'النص',
  kind: 'النوع',
  status: 'الحالة',
  date: 'التاريخ',
  kinds: {
    otp: 'رمز',
    'parent-request': 'طلب وليّ الأمر',
    'review-decision': 'قرار المراجعة',
    event: 'فعالية',
    notice: 'تنبيه',
    staff: 'من الطاقم',
    invite: 'دعوة موظف',
  },
  statuses: { queued: 'في الانتظار', stored: 'محفوظة', sent: 'مُرسلة', delivered: 'مُسلَّمة', failed: 'فشلت' },
};
