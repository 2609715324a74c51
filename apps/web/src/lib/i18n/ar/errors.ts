import type { ErrorCode } from '@fieldhouse/contract';

/**
 * The server's errors in Arabic, by their stable code. The server words its messages in English,
 * the language of its logs and API reference; English readers see those as they come (they name
 * the exact field or wait), readers of other languages see these. `seconds` and `minutes`
 * come from the answer's retryAfter.
 */
export const errors: Record<ErrorCode | 'NETWORK_ERROR', string> = {
  VALIDATION_FAILED: 'بعض الحقول تحتاج إلى تصحيح. راجع الرسائل بجانبها.',
  INVALID_CREDENTIALS: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  ACCOUNT_LOCKED: 'أُقفل الحساب مؤقتًا بعد محاولات خاطئة كثيرة. حاول مجددًا بعد {{minutes, number}} دقيقة.',
  TOO_MANY_ATTEMPTS: 'محاولات كثيرة جدًا. حاول مجددًا بعد {{minutes, number}} دقيقة.',
  ACCOUNT_SUSPENDED: 'هذا الحساب موقوف. تواصل مع ناديك.',
  ACCOUNT_REJECTED: 'رُفض طلب التسجيل هذا. تواصل مع ناديك لمعرفة السبب.',
  UNAUTHENTICATED: 'سجّل الدخول للمتابعة.',
  SESSION_EXPIRED: 'انتهت جلستك. سجّل الدخول مجددًا.',
  FORBIDDEN: 'لا تملك صلاحية القيام بذلك.',
  XSRF_FAILED: 'انتهت صلاحية الصفحة. أعد تحميلها وحاول مجددًا.',
  NOT_FOUND: 'لم يُعثر على المطلوب.',
  RATE_LIMITED: 'طلبات كثيرة جدًا. حاول مجددًا بعد {{seconds, number}} ثانية.',
  PAYLOAD_TOO_LARGE: 'ما أرسلته أكبر من المسموح.',
  INTERNAL: 'تعذّر على الخادم إتمام الطلب. حاول مجددًا.',
  DATABASE_UNAVAILABLE: 'قاعدة البيانات لا تستجيب الآن. حاول مجددًا بعد لحظات.',
  ALREADY_EXISTS: 'هذا مستخدم من قبل.',
  PHONE_NOT_VERIFIED: 'أكّد رقم هاتفك أولًا.',
  ALREADY_VERIFIED: 'رقم الهاتف مؤكَّد من قبل.',
  OTP_INVALID: 'الرمز غير صحيح. تحقّق منه وحاول مجددًا.',
  OTP_EXPIRED: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
  OTP_TRIES_EXHAUSTED: 'محاولات خاطئة كثيرة على هذا الرمز. اطلب رمزًا جديدًا.',
  OTP_RESEND_TOO_SOON: 'انتظر {{seconds, number}} ثانية قبل طلب رمز جديد.',
  OTP_SEND_LIMIT: 'أُرسلت رموز كثيرة جدًا. حاول مجددًا بعد {{minutes, number}} دقيقة.',
  SMS_FAILED: 'تعذّر إرسال الرسالة النصية. حاول مجددًا بعد قليل.',
  INVALID_STATE: 'لا يمكن القيام بذلك الآن.',
  LINK_EXPIRED: 'انتهت صلاحية هذا الرابط.',
  ALREADY_DECIDED: 'اتُّخذ القرار في هذا الطلب من قبل.',
  PASSWORD_CHANGE_REQUIRED: 'اختر كلمة مرور خاصة بك أولًا، ثم تابع.',
  PARENT_NOT_ACTIVE: 'يجب أن يُعتمد حسابك أولًا قبل أن توافق على حساب طفل. حاول مجددًا بعد اعتماده.',
  UNSUPPORTED_IMAGE: 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
  IMAGE_TOO_LARGE: 'الصورة كبيرة جدًا: الحد 5 ميغابايت و40 ميغابكسل.',
  CHAT_NOT_FOUND: 'CHAT NOT FOUND',
  CHAT_RATE_LIMITED: 'أرسلت رسائل كثيرة بسرعة. انتظر {{seconds, number}} ثانية ثم أرسل مجددًا.',
  CHAT_STORAGE_FULL: 'امتلأت المساحة المخصّصة لصور محادثاتك، فلا يمكن إرسال صور أخرى.',
  JOB_NOT_FOUND: 'لا توجد مهمة بهذا الرقم.',
  NETWORK_ERROR: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.',
};
