import type { AreaExportWords } from '../export-words/area.ts';
import type { BulkOutcome, BulkSkipReason } from './bulk-status.ts';
import type { BulkTextOutcome, BulkTextSkipReason } from './bulk-text.ts';

type ReportColumn = 'fullName' | 'subscriberID' | 'outcome' | 'reason';

/** A bulk change's report of those skipped or failed: its headers, outcomes and reasons. */
export const bulkStatusCsv: AreaExportWords<{
  bulkReport: {
    headers: Record<ReportColumn, string>;
    outcomes: Record<BulkOutcome, string>;
    reasons: Record<BulkSkipReason, string>;
  };
  bulkTextReport: {
    headers: Record<ReportColumn, string>;
    outcomes: Record<BulkTextOutcome | 'waiting', string>;
    reasons: Record<BulkTextSkipReason, string>;
  };
}> = {
  en: {
    bulkReport: {
      headers: { fullName: 'Full name', subscriberID: 'Subscriber id', outcome: 'Outcome', reason: 'Reason' },
      outcomes: { done: 'Done', skipped: 'Skipped', failed: 'Failed' },
      reasons: {
        'same-state': 'Already in that state, or not waiting for review',
        staff: 'A staff account (change it on the staff page)',
        self: 'Your own account',
        'super-admin': 'A Super Admin',
        missing: 'The account no longer exists',
      },
    },
    bulkTextReport: {
      headers: { fullName: 'Full name', subscriberID: 'Subscriber id', outcome: 'Outcome', reason: 'Reason' },
      outcomes: {
        sent: 'Sent',
        held: 'Held for quiet hours',
        skipped: 'Skipped',
        failed: 'Failed',
        waiting: 'Not reached',
      },
      reasons: {
        SMS_NO_VERIFIED_MOBILE: 'No verified mobile',
        SMS_OPTED_OUT: 'Opted out of texts',
        SMS_NO_RECIPIENT: 'The account no longer exists',
      },
    },
  },
  ar: {
    bulkReport: {
      headers: { fullName: 'الاسم الكامل', subscriberID: 'رقم المشترك', outcome: 'النتيجة', reason: 'السبب' },
      outcomes: { done: 'تم', skipped: 'تم تخطيه', failed: 'فشل' },
      reasons: {
        'same-state': 'في هذه الحالة أصلًا، أو لا ينتظر المراجعة',
        staff: 'حساب موظف (غيّره من صفحة الطاقم)',
        self: 'حسابك أنت',
        'super-admin': 'مشرف عام',
        missing: 'لم يعد الحساب موجودًا',
      },
    },
    bulkTextReport: {
      headers: { fullName: 'الاسم الكامل', subscriberID: 'رقم المشترك', outcome: 'النتيجة', reason: 'السبب' },
      outcomes: {
        sent: 'أُرسلت',
        held: 'مؤجلة لساعات الهدوء',
        skipped: 'تم تخطيه',
        failed: 'فشلت',
        waiting: 'لم يُوصل إليه',
      },
      reasons: {
        SMS_NO_VERIFIED_MOBILE: 'لا يوجد رقم جوال موثّق',
        SMS_OPTED_OUT: 'اختار عدم تلقي الرسائل',
        SMS_NO_RECIPIENT: 'لم يعد الحساب موجودًا',
      },
    },
  },
};
