import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { settings as english } from '../en/settings.ts';

/** منطقة إعدادات المؤسسة (/settings). */
export const settings: Translation<typeof english> = {
  title: 'إعدادات المؤسسة',
  description: 'اسم مؤسستك وشعارها ومنطقتها وقواعد العضوية، للوحة التحكم كلها',
  loading: 'جارٍ تحميل الإعدادات',
  failed: 'تعذّر تحميل الإعدادات',
  onlySuperAdmin: 'لا يغيّر إعدادات المؤسسة إلا المسؤول الأعلى.',
  welcomeTitle: 'جهّز مؤسستك',
  welcomeBody:
    'لم تُحفظ هذه الإعدادات بعد. راجع كل واحد منها واحفظها: لوحة التحكم كلها تتبعها، ويمكنك تغييرها هنا في أي وقت.',
  section: {
    organisation: 'المؤسسة',
    region: 'المنطقة',
    members: 'الأعضاء',
  },
  field: {
    name: 'اسم المؤسسة',
    address: 'العنوان',
    taxNumber: 'الرقم الضريبي',
    timeZone: 'المنطقة الزمنية',
    language: 'اللغة الافتراضية',
    currency: 'العملة',
    ageOfConsent: 'سن الرشد',
    reviewRegistrations: 'يراجع الطاقم التسجيلات الجديدة',
  },
  hint: {
    name: 'يظهر أعلى القائمة',
    address: 'للإيصالات والرسائل',
    taxNumber: 'للإيصالات، حيث يطلبه بلدك',
    timeZone: 'تتبعها الأوقات في الملفات المصدّرة',
    language: 'ما يقرأ به الناس حتى يختاروا لغتهم',
    currency: 'العملة التي تُحتسب بها الفعاليات والخطط الجديدة',
    ageOfConsent: 'من هو أصغر يحتاج موافقة أحد والديه للانضمام',
    reviewRegistrations: 'تنتظر التسجيلات الجديدة حتى يوافق عليها الطاقم',
  },
  languages: { en: 'English', ar: 'العربية' },
  save: 'حفظ الإعدادات',
  saved: 'حُفظت الإعدادات',
  saveFailed: 'تعذّر حفظ الإعدادات',
  logo: {
    title: 'الشعار',
    none: 'لا شعار بعد: تعرض القائمة علامة Fieldhouse.',
    upload: 'رفع شعار',
    replace: 'استبدال الشعار',
    remove: 'إزالة الشعار',
    rule: 'JPEG أو PNG أو WebP، حتى 5 ميغابايت. يُحفظ بعرض 256 بكسل على الأكثر.',
    saved: 'حُفظ الشعار',
    removed: 'أُزيل الشعار',
    alt: 'شعار المؤسسة',
  },
};
