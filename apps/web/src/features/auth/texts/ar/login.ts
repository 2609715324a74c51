import type { Translation } from '../../../../lib/i18n/messages.ts';
import type { login as english } from '../en/login.ts';

export const login: Translation<typeof english> = {
  title: 'تسجيل الدخول',
  welcome: 'مرحبًا بعودتك. سجّل الدخول لفتح لوحة التحكم.',
  childLink: 'سجّل الدخول لمراجعة طلب ربط حساب طفلك.',
  userName: 'اسم المستخدم أو رقم الجوال',
  password: 'كلمة المرور',
  enterUserName: 'أدخل اسم المستخدم أو رقم الجوال',
  enterPassword: 'أدخل كلمة المرور',
  failed: 'تعذّر تسجيل الدخول',
  submit: 'تسجيل الدخول',
  newHere: 'جديد في Fieldhouse؟',
  createAccount: 'أنشئ حسابًا',
  signedOut: 'لقد سجّلت الخروج.',
};
