import { areaAudit } from '../audit-words/area.ts';
import { settingsAuditActions } from './audit-actions.ts';

/** What the trail records of the organisation's settings, and its words in English and Arabic. */
export const settingsAudit = areaAudit({
  actions: settingsAuditActions,
  en: {
    actions: {
      'settings-edit': 'Changed the organisation’s settings',
      'settings-logo': 'Changed the organisation’s logo',
    },
    details: {
      'settings-edit': ['Changed: {fields}'],
    },
    terms: {
      'setting.name': 'name',
      'setting.timeZone': 'time zone',
      'setting.language': 'language',
      'setting.currency': 'currency',
      'setting.address': 'address',
      'setting.taxNumber': 'tax number',
      'setting.ageOfConsent': 'age of consent',
      'setting.reviewRegistrations': 'staff review of sign-ups',
      'setting.safeguarding': 'safeguarding rules',
      'setting.quietHours': 'quiet hours',
    },
  },
  ar: {
    actions: {
      'settings-edit': 'غيّر إعدادات المؤسسة',
      'settings-logo': 'غيّر شعار المؤسسة',
    },
    details: {
      'settings-edit': ['غيّر: {fields}'],
    },
    terms: {
      'setting.name': 'الاسم',
      'setting.timeZone': 'المنطقة الزمنية',
      'setting.language': 'اللغة',
      'setting.currency': 'العملة',
      'setting.address': 'العنوان',
      'setting.taxNumber': 'الرقم الضريبي',
      'setting.ageOfConsent': 'سن الرشد',
      'setting.reviewRegistrations': 'مراجعة الطاقم للتسجيلات',
      'setting.safeguarding': 'قواعد الحماية',
      'setting.quietHours': 'ساعات الهدوء',
    },
  },
});
