import { areaAudit } from '../audit-words/area.ts';
import { reviewAuditActions } from './audit-actions.ts';

/** What the trail records of this area, and its words in English and Arabic. */
export const reviewAudit = areaAudit({
  actions: reviewAuditActions,
  en: {
    actions: {
      'review-approve': 'Approved a registration',
      'review-reject': 'Rejected a registration',
    },
  },
  ar: {
    actions: {
      'review-approve': 'وافق على تسجيل',
      'review-reject': 'رفض تسجيلًا',
    },
  },
});
