import type { Messages } from '../messages.ts';

export const lists: Messages['lists'] = {
  loading: 'جارٍ تحميل {{what}}',
  range: '{{first}}–{{last}} من {{total}}',
  first: 'الصفحة الأولى',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  last: 'الصفحة الأخيرة',
  page: 'الصفحة {{page}}',
  new: 'جديد',
  seen: 'مقروء',
  userStatus: {
    '1': 'نشط',
    '2': 'الهاتف غير مؤكَّد',
    '3': 'بانتظار المراجعة',
    '4': 'موقوف',
    '5': 'مرفوض',
    '7': 'بانتظار موافقة وليّ الأمر',
  },
};
