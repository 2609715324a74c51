import { areaAudit } from '../audit-words/area.ts';
import { reviewAuditActions } from './audit-actions.ts';

/** What the trail records of this area, and its words in English and Arabic. */
export const reviewAudit = areaAudit({
  actions: reviewAuditActions,
  en: {
    actions: {
      'review-approve': 'Approved a registration',
      'review-reject': 'Rejected a registration',
      'data-export': 'Downloaded a person’s data',
      'deletion-ask': 'Asked for an account to be deleted',
      'deletion-confirm': 'Deleted an account (personal data removed)',
      'deletion-decline': 'Declined to delete an account',
    },
  },
  ar: {
    actions: {
      'review-approve': 'وافق على تسجيل',
      'review-reject': 'رفض تسجيلًا',
      'data-export': 'نزّل بيانات شخص',
      'deletion-ask': 'طلب حذف حساب',
      'deletion-confirm': 'حذف حسابًا (أُزيلت البيانات الشخصية)',
      'deletion-decline': 'رفض حذف حساب',
    },
  },
});
