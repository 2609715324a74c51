import type { Translation } from '../messages.ts';
import type { report as english } from '../en/report.ts';

export const report: Translation<typeof english> = {
  message: 'إبلاغ',
  messageLabel: 'الإبلاغ عن هذه الرسالة',
  person: 'إبلاغ',
  personLabel: 'الإبلاغ عن {{name}}',
  titleMessage: 'الإبلاغ عن رسالة',
  titlePerson: 'الإبلاغ عن {{name}}',
  intro: 'يقرأ فريق حماية القاصرين في النادي كل بلاغ. لا يُخبَر الشخص المُبلَّغ عنه بمن أبلغ.',
  reason: 'لماذا تُبلغ؟',
  reasons: {
    'inappropriate-contact': 'تواصل غير لائق',
    bullying: 'تنمّر',
    'self-harm': 'أخشى أن يؤذي أحدهم نفسه',
    other: 'أمر آخر',
  },
  reasonMissing: 'اختر سببًا',
  note: 'ماذا حدث (اختياري)',
  noteHint: '{{max, number}} حرفًا على الأكثر.',
  submit: 'إرسال البلاغ',
  sent: 'أُرسل البلاغ',
  sentMessage: 'سينظر فيه فريق حماية القاصرين في النادي.',
  suspended: 'المحادثات موقوفة',
  suspendedHint: 'أوقف فريق حماية القاصرين في النادي محادثاتك: لا يمكنك إرسال الرسائل أو استقبالها.',
};
