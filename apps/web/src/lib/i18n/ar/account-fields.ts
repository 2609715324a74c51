import { PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '@fieldhouse/contract';
import type { Translation } from '../messages.ts';
import type { accountFields as english } from '../en/account-fields.ts';

export const accountFields: Translation<typeof english> = {
  rules: {
    userName: `من ${USER_NAME_MIN_LENGTH} إلى ${USER_NAME_MAX_LENGTH} من الحروف أو الأرقام أو النقاط أو الشرطات أو الشرطات السفلية. تسجّل الدخول به.`,
    mobile: 'نرسل رمزًا إلى هذا الرقم للتأكد من أنه لك.',
    email: 'اختياري.',
    password: `${PASSWORD_MIN_LENGTH} أحرف على الأقل. بضع كلمات لا رابط بينها تصنع كلمة مرور قوية.`,
  },
  empty: {
    isdCode: 'اختر رمز الدولة',
    mobile: 'أدخل رقم جوالك',
    dateOfBirth: 'أدخل تاريخ ميلادك',
    theirDateOfBirth: 'أدخل تاريخ الميلاد',
    gender: 'اختر أحد الخيارات',
    sport: 'اختر رياضة',
    password: 'اختر كلمة مرور',
    other: 'تحقّق من هذا الحقل',
  },
};
