import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { signUp as english } from '../en/sign-up.ts';

export const signUp: Translation<typeof english> = {
  register: {
    title: 'إنشاء حساب',
    forChild: 'بعد التحقق من هاتفك يمكنك الرد على طلب طفلك.',
    intro: 'سجّل لتتابع رياضتك وفعالياتك وزملاءك في الفريق.',
    loadingForm: 'جارٍ تحميل النموذج',
    loadFailed: 'تعذّر تحميل نموذج التسجيل',
    haveAccount: 'لديك حساب بالفعل؟',
    failed: 'تعذّر إنشاء الحساب',
    submit: 'إنشاء الحساب',
  },
  fields: {
    fullName: 'الاسم الكامل',
    userName: 'اسم المستخدم',
    countryCode: 'رمز الدولة',
    mobile: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    dateOfBirth: 'تاريخ الميلاد',
    gender: 'الجنس',
    sport: 'الرياضة المفضلة',
    choose: 'اختر…',
    chooseSport: 'اختر رياضة…',
    password: 'كلمة المرور',
  },
  strength: {
    label: 'القوة: {{strength}}',
    levels: { tooShort: 'قصيرة جدًا', weak: 'ضعيفة', fair: 'مقبولة', good: 'جيدة', strong: 'قوية' },
  },
  verify: {
    title: 'تحقّق من هاتفك',
    sentTo: 'أرسلنا رمزًا من {{digits}} أرقام إلى {{to}}. صالح لمدة {{minutes}} دقائق.',
    sending: 'جارٍ إرسال رمز إلى رقم جوالك…',
    enterCode: 'أدخل الرمز المكوّن من {{digits}} أرقام الذي أرسلناه إلى جوالك. صالح لمدة {{minutes}} دقائق.',
    sendFailed: 'تعذّر إرسال الرمز',
    sentMomentAgo: 'أُرسل رمز قبل لحظات. أدخله أدناه، أو اطلب رمزًا جديدًا بعد قليل.',
    allDigits: 'أدخل أرقام الرمز الـ{{digits}} كلها',
    submit: 'تحقّق',
    wrongAccount: 'حساب خاطئ؟',
    code: 'رمز التحقق',
    digit: 'الرقم {{index}} من {{digits}}',
    newCodeIn: 'رمز جديد متاح بعد {{clock}}',
    didNotGetIt: 'لم يصلك؟',
    sendNew: 'أرسل رمزًا جديدًا',
  },
};
