import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { review as english } from '../en/review.ts';

export const review: Translation<typeof english> = {
  title: 'التسجيلات',
  description: 'ينتظر هنا المشتركون الجدد الذين تحقّقوا من هواتفهم حتى يوافق عليهم الموظفون أو يرفضوهم.',
  heading: 'بانتظار المراجعة',
  loading: 'جارٍ تحميل التسجيلات',
  pages: 'صفحات التسجيلات',
  failed: 'تعذّر تحميل التسجيلات',
  empty: 'لا أحد بانتظار المراجعة. تظهر التسجيلات الجديدة هنا بعد التحقق من الهاتف.',
  emptyPage: 'هذه الصفحة فارغة الآن. عد إلى الصفحة الأولى لترى من لا يزال ينتظر.',
  approved: 'تمت الموافقة',
  approvedMessage: 'يمكن لـ {{name}} استخدام لوحة التحكم الآن.',
  approveFailed: 'تعذّرت الموافقة على {{name}}',
  rejected: 'تم الرفض',
  rejectedMessage: 'أُبلغ {{name}} بالسبب.',
  table: {
    name: 'الاسم',
    mobile: 'الجوال',
    age: 'العمر',
    sport: 'الرياضة',
    signedUp: 'تاريخ التسجيل',
    decision: 'القرار',
    approve: 'موافقة',
    approveName: 'الموافقة على {{name}}',
    reject: 'رفض',
    rejectName: 'رفض {{name}}',
  },
  rejectDialog: {
    title: 'رفض التسجيل',
    intro: 'ستصل إلى {{name}} ({{userName}}) رسالة نصية وإشعار بالسبب الذي تكتبه.',
    reason: 'السبب',
    reasonHint: 'حتى {{max, number}} حرف، بكلمات يفهمها المشترك.',
    reasonMissing: 'اذكر سبب رفض التسجيل',
    submit: 'رفض',
  },
};
