import type { Messages } from '../messages.ts';

export const notifications: Messages['notifications'] = {
  title: 'الإشعارات',
  description: 'آخر {{count}} إشعارًا لك، الأحدث أولًا. افتح أحدها لترى من أرسله.',
  markAllSeen: 'تعليم الكل كمقروء',
  loading: 'جارٍ تحميل الإشعارات',
  failed: 'تعذّر تحميل الإشعارات',
  empty: 'لا توجد إشعارات بعد. حين يطلب أحدٌ التواصل معك أو يراجع الموظفون حسابك، سيظهر ذلك هنا.',
  unseen_zero: 'لا إشعارات غير مقروءة',
  unseen_one: 'إشعار واحد غير مقروء',
  unseen_two: 'إشعاران غير مقروءين',
  unseen_few: '{{count, number}} إشعارات غير مقروءة',
  unseen_many: '{{count, number}} إشعارًا غير مقروء',
  unseen_other: '{{count, number}} إشعار غير مقروء',
};
