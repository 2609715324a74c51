import { areaAudit } from '../audit-words/area.ts';
import { smsAuditActions } from './audit-actions.ts';

/** What the trail records of the text templates, and its words in English and Arabic. */
export const smsAudit = areaAudit({
  actions: smsAuditActions,
  en: {
    actions: {
      'sms-template-add': 'Added a text template',
      'sms-template-edit': 'Changed a text template',
      'sms-template-remove': 'Removed a text template',
    },
    details: {},
    terms: {},
  },
  ar: {
    actions: {
      'sms-template-add': 'أضاف قالب رسالة نصية',
      'sms-template-edit': 'غيّر قالب رسالة نصية',
      'sms-template-remove': 'حذف قالب رسالة نصية',
    },
    details: {},
    terms: {},
  },
});
