import { areaAudit } from '../audit-words/area.ts';
import { bulkAuditActions } from './audit-actions.ts';

/**
 * What the trail records of bulk work: a bulk change's start, with its count and reason (each
 * person's change is their own entry, worded as when made one by one: subscriber-suspend,
 * review-approve, …), and a CSV import of subscribers.
 */
export const bulkAudit = areaAudit({
  actions: bulkAuditActions,
  en: {
    actions: {
      'bulk-status-start': 'Started a bulk status change',
      'subscribers-import': 'Imported subscribers from a file',
      'bulk-text-start': 'Started a bulk text',
    },
    details: {
      'bulk-status-start': ['{change}', 'People: {count}', 'Reason: {reason}'],
      'subscribers-import': ['File: {file}', 'Rows: {rows}'],
      'bulk-text-start': ['People: {count}', 'Template: {template}'],
    },
    terms: {
      'bulk.suspend': 'suspend',
      'bulk.reactivate': 'reactivate',
      'bulk.approve': 'approve sign-ups',
      'bulk.reject': 'decline sign-ups',
      'bulk.free-text': 'none (a text of its own)',
    },
  },
  ar: {
    actions: {
      'bulk-status-start': 'بدأ تغيير حالة جماعيًا',
      'subscribers-import': 'استورد مشتركين من ملف',
      'bulk-text-start': 'بدأ إرسال رسالة نصية جماعية',
    },
    details: {
      'bulk-status-start': ['{change}', 'الأشخاص: {count}', 'السبب: {reason}'],
      'subscribers-import': ['الملف: {file}', 'الصفوف: {rows}'],
      'bulk-text-start': ['الأشخاص: {count}', 'القالب: {template}'],
    },
    terms: {
      'bulk.suspend': 'إيقاف',
      'bulk.reactivate': 'إعادة تفعيل',
      'bulk.approve': 'قبول التسجيلات',
      'bulk.reject': 'رفض التسجيلات',
      'bulk.free-text': 'لا شيء (نص خاص به)',
    },
  },
});
