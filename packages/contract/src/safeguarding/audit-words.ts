import { areaAudit } from '../audit-words/area.ts';
import { safeguardingAuditActions } from './audit-actions.ts';

/** What the trail records of the safeguarding queue, and its words in English and Arabic. */
export const safeguardingAudit = areaAudit({
  actions: safeguardingAuditActions,
  en: {
    actions: {
      'safeguarding-report-read': 'Read a safeguarding report',
      'safeguarding-report-decide': 'Recorded the outcome of a safeguarding report',
      'safeguarding-chat-suspend': 'Suspended a person’s chat',
      'safeguarding-chat-lift': 'Lifted a person’s chat suspension',
    },
    details: {
      'safeguarding-report-read': ['Report {report}', 'Reason: {reason}'],
      'safeguarding-report-decide': ['Report {report}', 'Outcome: {outcome}', 'Note: {note}'],
      'safeguarding-chat-suspend': ['Note: {note}'],
    },
    terms: {
      'reason.inappropriate-contact': 'inappropriate contact',
      'reason.bullying': 'bullying',
      'reason.self-harm': 'self-harm concern',
      'reason.other': 'other',
      'outcome.no-action': 'no action',
      'outcome.warned': 'warned',
      'outcome.chat-suspended': 'chat suspended',
      'outcome.account-suspended': 'account suspended',
      'outcome.referred': 'referred to the authorities',
    },
  },
  ar: {
    actions: {
      'safeguarding-report-read': 'قرأ بلاغ حماية',
      'safeguarding-report-decide': 'سجّل نتيجة بلاغ حماية',
      'safeguarding-chat-suspend': 'أوقف محادثات شخص',
      'safeguarding-chat-lift': 'رفع إيقاف محادثات شخص',
    },
    details: {
      'safeguarding-report-read': ['البلاغ {report}', 'السبب: {reason}'],
      'safeguarding-report-decide': ['البلاغ {report}', 'النتيجة: {outcome}', 'ملاحظة: {note}'],
      'safeguarding-chat-suspend': ['ملاحظة: {note}'],
    },
    terms: {
      'reason.inappropriate-contact': 'تواصل غير لائق',
      'reason.bullying': 'تنمّر',
      'reason.self-harm': 'قلق من إيذاء النفس',
      'reason.other': 'أخرى',
      'outcome.no-action': 'لا إجراء',
      'outcome.warned': 'تم التحذير',
      'outcome.chat-suspended': 'أوقفت المحادثات',
      'outcome.account-suspended': 'أوقف الحساب',
      'outcome.referred': 'أحيل إلى السلطات',
    },
  },
});
