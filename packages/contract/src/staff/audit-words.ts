import { areaAudit } from '../audit-words/area.ts';
import { staffAuditActions } from './audit-actions.ts';

/** What the trail records of this area, and its words in English and Arabic. */
export const staffAudit = areaAudit({
  actions: staffAuditActions,
  en: {
    actions: {
      'staff-invite': 'Invited a staff member',
      'staff-reinvite': 'Invited a staff member again',
      'staff-deactivate': 'Deactivated a staff member',
      'staff-reactivate': 'Reactivated a staff member',
      'invitation-accepted': 'Set a first password from an invitation',
    },
    details: {
      'staff-invite': ['As {role}'],
    },
  },
  ar: {
    actions: {
      'staff-invite': 'دعا موظفًا',
      'staff-reinvite': 'أعاد دعوة موظف',
      'staff-deactivate': 'أوقف حساب موظف',
      'staff-reactivate': 'أعاد تفعيل حساب موظف',
      'invitation-accepted': 'عيّن كلمة مرور أولى من دعوة',
    },
    details: {
      'staff-invite': ['بدور {role}'],
    },
  },
});
