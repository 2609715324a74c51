import { grantActionWords } from '../shared-words.ts';
import type { SharedAuditTerm } from './en.ts';
import { withAreaWords, type SharedAuditWords } from './gather.ts';
import type { AuditWords } from './word.ts';

type Complete = SharedAuditWords & { terms: Record<SharedAuditTerm, string> };

/** The Arabic of what no single area records; each area brings its own (`areaAudit`). */
const shared: Complete = {
  actions: {
    login: 'سجّل الدخول',
    'login-failed': 'فشل تسجيل الدخول',
    'login-refused': 'رُفض تسجيل الدخول',
    logout: 'سجّل الخروج',
    register: 'أنشأ حسابًا',
    'phone-verified': 'أكّد رقم هاتفه',
    'mobile-changed': 'غيّر رقم هاتفه',
    'password-change': 'غيّر كلمة المرور',
    'picture-change': 'غيّر صورته',
    'profile-edit': 'عدّل ملفه الشخصي',
    'parent-named': 'حدّد وليّ أمر',
    'parent-approve': 'وافق على حساب ابن',
    'parent-decline': 'رفض حساب ابن',
    'connect-friend': 'طلب صداقة',
    'connect-teammate': 'طلب زمالة فريق',
    'connect-parent': 'طلب أن يكون وليّ أمر',
    'connect-not-found': 'طلب اتصالًا باسم غير موجود',
    'connection-accepted': 'قبل اتصالًا',
    'connection-declined': 'رفض اتصالًا',
    'withdraw-friend': 'سحب طلب صداقة',
    'withdraw-teammate': 'سحب طلب زمالة فريق',
    'withdraw-parent': 'سحب طلب وليّ أمر',
    'disconnect-friend': 'أنهى صداقة',
    'disconnect-teammate': 'أنهى زمالة فريق',
    'disconnect-parent': 'أنهى صلة وليّ أمر',
    'care-kept': 'حفظ جهات الاتصال في الطوارئ والملاحظات الطبية والموافقات',
    'care-read': 'اطّلع على جهات الاتصال في الطوارئ والملاحظات الطبية والموافقات',
    'audit-export': 'صدّر سجل التدقيق',
    'administrator-created': 'أنشأ مسؤولًا',
  },
  details: {
    'login-failed': ['{reason}'],
    'login-refused': ['{reason}'],
    'audit-export': ['الشخص: {person}', 'الإجراء: {action}', 'الهدف: {object}', 'من {from}', 'حتى {to}'],
  },
  terms: {
    'reason.wrong-password': 'كلمة مرور خاطئة',
    'reason.unknown-name': 'لا حساب بهذا الاسم',
    'reason.ambiguous-name': 'الاسم يطابق أكثر من حساب',
    'reason.suspended': 'الحساب موقوف',
    'reason.rejected': 'رُفض التسجيل',
    'role.superAdmin': 'المسؤول الأعلى',
    'role.admin': 'المسؤول',
    'role.coach': 'المدرب',
    'role.subscriber': 'المشترك',
    'object.subscriber': 'شخص',
    'field.full_name': 'الاسم',
    'field.user_name': 'اسم المستخدم',
    'field.email': 'البريد الإلكتروني',
    'field.date_of_birth': 'تاريخ الميلاد',
    'field.gender': 'الجنس',
    'field.sport_id': 'الرياضة',
    'field.name': 'الاسم',
    'field.archived': 'الأرشفة',
  },
  grants: {
    areas: {
      dashboard: 'لوحة المعلومات',
      review: 'التسجيلات',
      subscriber: 'المشتركون',
      sms: 'الرسائل النصية',
      roles: 'الأدوار',
      staff: 'حسابات الطاقم',
      master: 'البيانات الأساسية',
      event: 'الفعاليات',
      match: 'المباريات',
      participation: 'فعالياتي',
      audit: 'سجل التدقيق',
      profile: 'الملف الشخصي',
      notifications: 'الإشعارات',
      connections: 'الروابط',
      chat: 'المحادثة',
      docs: 'مرجع واجهة البرمجة',
      settings: 'إعدادات المؤسسة',
      safeguarding: 'حماية القاصرين',
    },
    actions: { ...grantActionWords.ar, 'every-team': 'كل الفرق' },
  },
  partSeparator: '؛ ',
  listSeparator: '، ',
};

/** The trail in Arabic (the console's table and the CSV export). */
export const auditWordsAr: AuditWords = withAreaWords(shared, 'ar');
