import type { FailureCode } from '@fieldhouse/contract';

/** Why a job or a text failed, when the reason is the system's (the server stores the code). */
export const failures: Record<FailureCode, string> = {
  JOB_CANCELLED: 'أُلغي قبل أن ينتهي.',
  JOB_SERVER_LOST: 'توقف الخادم الذي كان يعمل عليه قبل أن ينتهي.',
  JOB_SERVER_RESTARTED: 'أُعيد تشغيل الخادم أثناء عمله.',
  JOB_TOO_LONG: 'استغرق وقتًا أطول من المسموح به.',
  JOB_UNEXPECTED: 'فشل لسبب غير متوقع.',
  SMS_NO_ANSWER: 'لم يُجب مزوّد الرسائل النصية في الوقت المحدد.',
  SMS_STOPPED: 'توقف قبل أن يُجيب مزوّد الرسائل النصية.',
  SMS_CONNECTION_REFUSED: 'رفض مزوّد الرسائل النصية الاتصال.',
  SMS_CONNECTION_LOST: 'انقطع الاتصال بمزوّد الرسائل النصية قبل أن يُجيب.',
  SMS_PROVIDER_NOT_FOUND: 'لم يُعثر على عنوان مزوّد الرسائل النصية.',
  SMS_NETWORK_ERROR: 'تعذّر الوصول إلى مزوّد الرسائل النصية.',
  SMS_NOT_CONFIGURED: 'لم يُضبط مزوّد للرسائل النصية.',
  SMS_NOT_IN_LOG: 'لم تعد الرسالة في سجل الرسائل النصية.',
  IMPORT_FILE_GONE: 'لم يعد الملف المرفوع موجودًا.',
};
