import type { Messages } from '../messages.ts';

export const widgets: Messages['widgets'] = {
  card: {
    defaultTitle: 'عنوان البطاقة',
    options: 'خيارات {{title}}',
    maximize: 'تكبير',
    restore: 'استعادة',
    collapse: 'طيّ',
    expand: 'توسيع',
    reload: 'إعادة التحميل',
    remove: 'إزالة',
    reloading: 'جارٍ إعادة تحميل {{title}}',
  },
  queryError: { tryAgain: 'يرجى المحاولة مرة أخرى.' },
  formFailure: { seeFields: '{{message}} راجع الحقول المعلَّمة أعلاه.' },
  fixture: { versus: 'ضد', name: '{{home}} ضد {{away}}' },
  status: {
    active: 'نشط',
    phoneNotVerified: 'الهاتف غير مُتحقَّق منه',
    awaitingReview: 'بانتظار المراجعة',
    suspended: 'موقوف',
    rejected: 'مرفوض',
    awaitingParent: 'بانتظار موافقة وليّ الأمر',
  },
};
