import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { notifications as english } from '../en/notifications.ts';

export const notifications: Translation<typeof english> = {
  title: 'الإشعارات',
  description: 'كل إشعاراتك، الأحدث أولًا. افتح أحدها لترى من أرسله.',
  older: 'اعرض الإشعارات الأقدم',
  olderFailed: 'تعذّر تحميل الإشعارات الأقدم',
  allShown: 'هذه كل إشعاراتك.',
  markAllSeen: 'تعليم الكل كمقروء',
  loading: 'جارٍ تحميل الإشعارات',
  failed: 'تعذّر تحميل الإشعارات',
  empty: 'لا توجد إشعارات بعد. حين يطلب أحدٌ التواصل معك أو يراجع الموظفون حسابك، سيظهر ذلك هنا.',
  bell: 'الإشعارات',
  bellUnseen_zero: 'الإشعارات',
  bellUnseen_one: 'الإشعارات، واحد غير مقروء',
  bellUnseen_two: 'الإشعارات، اثنان غير مقروءين',
  bellUnseen_few: 'الإشعارات، {{count, number}} غير مقروءة',
  bellUnseen_many: 'الإشعارات، {{count, number}} غير مقروء',
  bellUnseen_other: 'الإشعارات، {{count, number}} غير مقروء',
  bellEmpty: 'لا توجد لديك إشعارات. ستظهر هنا الطلبات والأخبار.',
  viewAll: 'عرض الكل',
  unseen_zero: 'لا إشعارات غير مقروءة',
  unseen_one: 'إشعار واحد غير مقروء',
  unseen_two: 'إشعاران غير مقروءين',
  unseen_few: '{{count, number}} إشعارات غير مقروءة',
  unseen_many: '{{count, number}} إشعارًا غير مقروء',
  unseen_other: '{{count, number}} إشعار غير مقروء',
};
