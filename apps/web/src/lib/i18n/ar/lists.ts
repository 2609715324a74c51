import type { Translation } from '../messages.ts';
import type { lists as english } from '../en/lists.ts';

export const lists: Translation<typeof english> = {
  loading: 'جارٍ تحميل {{what}}',
  range: '{{first}}–{{last}} من {{total}}',
  first: 'الصفحة الأولى',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  last: 'الصفحة الأخيرة',
  page: 'الصفحة {{page}}',
  new: 'جديد',
  seen: 'مقروء',
  addressFallback: 'تعذّر استخدام جزء من عنوان هذه الصفحة، لذا تعرض القائمة عرضها المعتاد بدلًا منه.',
  columns: 'الأعمدة',
  select: {
    row: 'تحديد {{name}}',
    page: 'تحديد كل صفوف هذه الصفحة',
    selected_zero: 'لا شيء محدد',
    selected_one: 'محدد واحد',
    selected_two: 'محددان',
    selected_few: '{{count, number}} محددة',
    selected_many: '{{count, number}} محددًا',
    selected_other: '{{count, number}} محدد',
    allOnPage: 'كل الصفوف الـ{{count, number}} في هذه الصفحة محددة.',
    all: 'تحديد كل الـ{{count, number}} المطابقة',
    allSelected: 'كل الـ{{count, number}} المطابقة محددة.',
    clear: 'إلغاء التحديد',
  },
};
