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
};
