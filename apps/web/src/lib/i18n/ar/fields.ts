import {
  CHAT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_TEXT_MAX,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  type FieldCode,
} from '@fieldhouse/contract';

const atMost = (n: number) => `الحد الأقصى ${n} حرف`;
const atLeast = (n: number) => `الحد الأدنى ${n} أحرف`;

/**
 * What is wrong with a field, in Arabic, by its stable code (the contract's field-codes.ts). Typed
 * by every code, so a code without Arabic fails the type-check. English has no twin: English
 * readers see the server's English, or the contract's for a check made in the browser.
 */
export const fields: Record<FieldCode, string> = {
  NOT_VALID: 'قيمة غير صالحة',
  TOO_SHORT: 'قصير جدًا',
  TOO_LONG: 'طويل جدًا',
  OUT_OF_RANGE: 'خارج النطاق المسموح',
  UNKNOWN_FIELD: 'حقل غير متوقَّع',

  FULL_NAME_EMPTY: 'أدخل اسمك الكامل',
  FULL_NAME_TOO_LONG: atMost(FULL_NAME_MAX_LENGTH),
  FULL_NAME_CHARACTERS: 'استخدم الحروف والمسافات والشرطات والفواصل العليا',
  USER_NAME_TOO_SHORT: atLeast(USER_NAME_MIN_LENGTH),
  USER_NAME_TOO_LONG: atMost(USER_NAME_MAX_LENGTH),
  USER_NAME_CHARACTERS: 'استخدم الحروف والأرقام والنقاط والشرطات والشرطات السفلية',
  USER_NAME_NEEDS_LETTER: 'أدخل حرفًا واحدًا على الأقل، حتى لا يُظن أنه رقم هاتف',
  USER_NAME_TAKEN: 'اسم المستخدم هذا مأخوذ',
  ISD_CODE_INVALID: 'اختر رمز الدولة',
  ISD_CODE_UNKNOWN: 'اختر رمز الدولة من القائمة',
  MOBILE_INVALID: 'أدخل رقم الجوال، من 6 إلى 14 رقمًا',
  MOBILE_TAKEN: 'لرقم الجوال هذا حساب بالفعل',
  MOBILE_WITHOUT_ISD_CODE: 'أرسل رمز الدولة ورقم الجوال معًا',
  MOBILE_IS_YOURS: 'هذا رقمك أنت',
  EMAIL_TOO_LONG: atMost(EMAIL_MAX_LENGTH),
  EMAIL_INVALID: 'أدخل عنوان بريد إلكتروني صالحًا',
  DATE_FORMAT: 'استخدم الصيغة yyyy-mm-dd',
  DATE_NOT_REAL: 'هذا التاريخ غير موجود',
  DATE_IN_FUTURE: 'لا يمكن أن يكون في المستقبل',
  BIRTH_YEAR_UNLIKELY: 'تحقّق من السنة',
  DATE_OF_BIRTH_LOCKED: 'لا يصحّح تاريخ الميلاد إلا الموظفون؛ يُرجى التواصل معنا',
  GENDER_NOT_LISTED: 'اختر أحد الخيارات',
  SPORT_UNKNOWN: 'اختر رياضة من القائمة',

  LOGIN_NAME_EMPTY: 'أدخل اسم المستخدم أو رقم الجوال',
  PASSWORD_EMPTY: 'أدخل كلمة المرور',
  PASSWORD_TOO_SHORT: atLeast(PASSWORD_MIN_LENGTH),
  PASSWORD_TOO_LONG: atMost(PASSWORD_MAX_LENGTH),
  PASSWORD_TOO_COMMON: 'كلمة المرور هذه شائعة جدًا؛ اختر كلمة يصعب تخمينها',
  PASSWORD_HAS_USER_NAME: 'لا تستخدم اسم المستخدم في كلمة المرور',
  PASSWORD_UNCHANGED: 'اختر كلمة مرور مختلفة عن الحالية',
  CURRENT_PASSWORD_EMPTY: 'أدخل كلمة المرور الحالية',
  CURRENT_PASSWORD_WRONG: 'هذه ليست كلمة المرور الحالية',

  OTP_CODE_FORMAT: `أدخل الرمز المكوّن من ${OTP_LENGTH} أرقام`,
  OTP_CODE_WRONG: 'الرمز غير صحيح',

  PERSON_NOT_NAMED: 'أدخل اسم المستخدم الخاص به',
  PERSON_IS_YOU: 'هذا أنت',
  PERSON_NOT_FOUND: 'لا يوجد مشترك بهذا الاسم. تحقّق من التهجئة معه.',
  MESSAGE_EMPTY: 'اكتب رسالة أولًا',
  MESSAGE_TOO_LONG: atMost(CHAT_MESSAGE_MAX_LENGTH),
  REJECTION_REASON_MISSING: 'اذكر سبب رفض التسجيل',
  SUSPENSION_REASON_SHORT: 'اذكر السبب ببضع كلمات: سيقرؤه صاحب الحساب عند تسجيل الدخول',
  TEXT_EMPTY: 'اكتب نص الرسالة أولًا',
  TEXT_TOO_LONG: atMost(STAFF_TEXT_MAX),
  ROLE_NAME_SHORT: 'أعطِ الدور اسمًا من حرفين على الأقل',
  ROLE_NAME_TAKEN: 'لدور آخر هذا الاسم',
  HOLDER_NOT_NAMED: 'أدخل اسم المستخدم',
  HOLDER_NOT_FOUND: 'لا أحد بهذا الاسم',

  PICTURE_MISSING: 'اختر صورة',
  PICTURE_NOT_IMAGE: 'ليست صورة بصيغة JPEG أو PNG أو WebP',
  PICTURE_TOO_MANY_BYTES: 'الحد الأقصى 5 ميغابايت',
  PICTURE_TOO_MANY_PIXELS: 'الحد الأقصى 40 ميغابكسل',
};
