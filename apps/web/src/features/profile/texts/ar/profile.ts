import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '@fieldhouse/contract';
import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { profile as english } from '../en/profile.ts';

const maxMegabytes = AVATAR_MAX_BYTES / 1024 / 1024;

export const profile: Translation<typeof english> = {
  title: 'ملفي الشخصي',
  description: 'بياناتك كما يحفظها Fieldhouse، وطريقة تغييرها.',
  loadFailed: 'تعذّر تحميل ملفك الشخصي',
  pictureOf: 'صورة {{name}} الشخصية',
  details: {
    title: 'البيانات',
    editTitle: 'تعديل البيانات',
    edit: 'تعديل البيانات',
    saved: 'حُفظت بياناتك.',
    mobileNow: 'رقم جوالك الآن {{mobile}}.',
    dismiss: 'إخفاء',
    loadingForm: 'جارٍ تحميل النموذج',
    formFailed: 'تعذّر تحميل نموذج التعديل',
    notGiven: 'غير مذكور',
    role: 'الدور',
    status: 'الحالة',
    memberSince: 'عضو منذ',
  },
  statuses: {
    '1': 'نشط',
    '2': 'الهاتف غير مُتحقق منه',
    '3': 'بانتظار المراجعة',
    '4': 'موقوف',
    '5': 'مرفوض',
    '7': 'بانتظار موافقة ولي الأمر',
  },
  genders: { female: 'أنثى', male: 'ذكر', other: 'آخر', undisclosed: 'أفضّل عدم الإفصاح' },
  edit: {
    formLabel: 'تعديل بياناتك',
    mobileRule: 'يُعتمد الرقم الجديد بعد أن تُدخل الرمز الذي نرسله إليه.',
    dateOfBirthRule: 'لا يصححه إلا الموظفون؛ يُرجى التواصل معنا.',
    dateOfBirthStaffRule: 'يحدد ما إذا كان على أحد الوالدين الموافقة على الحساب.',
    nothingChanged: 'لا شيء للحفظ: لم يتغير أي حقل.',
    notSaved: 'لم تُحفظ تغييراتك',
    cancel: 'إلغاء',
    save: 'حفظ التغييرات',
  },
  mobileCode: {
    title: 'أكّد رقم جوالك الجديد',
    sentTo:
      'أرسلنا رمزًا من {{digits}} أرقام إلى {{to}}. يعمل لمدة {{minutes}} دقائق. يبقى رقمك القديم في ملفك حتى تُدخله.',
    allDigits: 'أدخل أرقام الرمز الـ{{digits}} كلها',
    confirm: 'تأكيد الرقم',
    keepOld: 'إبقاء رقمي القديم',
  },
  password: {
    title: 'كلمة المرور',
    intro: 'تغييرها يُخرجك من كل جهاز ومتصفح آخر؛ ويبقى هذا مسجَّل الدخول.',
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    enterCurrent: 'أدخل كلمة المرور الحالية',
    changed: 'تغيّرت كلمة مرورك. خرجتَ من كل مكان آخر؛ سجّل الدخول هناك بكلمة المرور الجديدة.',
    notChanged: 'لم تتغير كلمة مرورك',
    submit: 'تغيير كلمة المرور',
  },
  data: {
    title: 'بياناتك',
    childTitle: 'بيانات {{name}}',
    downloadIntro:
      'نزّل كل ما يحفظه النادي: الملف الشخصي والاتصالات والرسائل مع صورها والإشعارات وتسجيلات الفعاليات والمدفوعات وما أُجري على الحساب، بملفات JSON وCSV في ملف ZIP واحد.',
    download: 'تنزيل البيانات (ZIP)',
    saved: 'حُفظ ملف ZIP في التنزيلات.',
    queued: 'البيانات كثيرة: يجري إعداد ملف ZIP. سيصلك إشعار برابطه، ويعمل مرة واحدة خلال يوم.',
    downloadFailed: 'تعذّر تنزيل البيانات: {{message}}',
    deleteIntro: 'يمكنك طلب حذف حسابك. يؤكد الموظفون الطلب، ثم تُزال بياناتك الشخصية نهائيًا.',
    deleteIntroChild: 'يمكنك طلب حذف هذا الحساب. يؤكد الموظفون الطلب، ثم تُزال البيانات الشخصية نهائيًا.',
    delete: 'طلب حذف الحساب…',
    pending: 'طلب حذف الحساب المقدَّم في {{date}} بانتظار الموظفين.',
    declined: 'لم يحذف الموظفون الحساب: {{reason}}',
    confirmTitle: 'حذف الحساب؟',
    confirmText:
      'سيُطلب من الموظفين حذف حساب {{name}}. بعد تأكيدهم تُزال الاسم واسم المستخدم ورقم الجوال والبريد الإلكتروني وتاريخ الميلاد والصور والرسائل والإشعارات والاتصالات ولا يمكن استرجاعها، ويبقى ما يُلزم القانون النادي بحفظه تحت اسم مستعار.',
    confirm: 'طلب الحذف',
  },
  picture: {
    change: 'تغيير الصورة',
    rule: `JPEG أو PNG أو WebP، حتى ${maxMegabytes} ميغابايت. تُقصّ لتصبح مربعة.`,
    saved: 'حُفظت صورتك الجديدة.',
    problems: {
      type: 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
      bytes: `الصورة كبيرة جدًا: ${maxMegabytes} ميغابايت على الأكثر.`,
      pixels: `الصورة كبيرة جدًا: ${AVATAR_MAX_PIXELS / 1_000_000} ميغابكسل على الأكثر.`,
    },
  },
};
