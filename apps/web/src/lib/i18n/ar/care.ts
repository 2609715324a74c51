import type { Translation } from '../messages.ts';
import type { care as english } from '../en/care.ts';

export const care: Translation<typeof english> = {
  title: 'الرعاية والموافقات',
  intro:
    'بمن نتصل، وما يجب معرفته، وما تسمح به، يحفظه النادي لـ {{name}}. يطّلع عليه الموظفون عند الحاجة فقط، وتُسجَّل كل قراءة.',
  loadFailed: 'تعذّر تحميل سجل الرعاية',
  nothing: 'لم يُسجَّل شيء بعد.',
  none: 'لا شيء',
  contacts: {
    heading: 'جهات الاتصال في الطوارئ',
    hint: 'جهة واحدة على الأقل، وثلاث على الأكثر.',
    numbered: 'جهة الاتصال {{n}}',
    name: 'الاسم',
    relation: 'صلة القرابة',
    add: 'أضف جهة اتصال',
    remove: 'احذف جهة الاتصال {{n}}',
    call: 'اتصل بـ {{name}}',
  },
  notes: {
    heading: 'الملاحظات الطبية',
    hint: 'ما يحتاج الموظفون إلى معرفته للحفاظ على سلامته فقط.',
    allergies: 'الحساسية',
    conditions: 'الحالات الصحية',
    medication: 'الأدوية',
  },
  consents: {
    heading: 'الموافقات',
    yes: 'نعم',
    no: 'لا',
    photos: 'يجوز للنادي التقاط الصور ونشرها',
    travel: 'يجوز له السفر مع الفريق',
    treatment: 'يجوز علاجه في حالة الطوارئ',
    given: 'نعم، أعطاها {{name}} في {{date}}',
    withheld: 'لا، أجاب {{name}} في {{date}}',
  },
  save: 'احفظ',
  saved: 'حُفظ',
  saveFailed: 'تعذّر حفظ سجل الرعاية',
  flag: {
    label: 'الملاحظات الطبية لـ {{name}}',
    short: 'طبي',
    readFailed: 'تعذّرت قراءة سجل الرعاية',
    recorded: 'قراءتك مسجّلة في سجل التدقيق.',
  },
  tab: 'الرعاية',
};
