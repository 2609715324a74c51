import { areaAudit } from '../audit-words/area.ts';
import { masterAuditActions } from './audit-actions.ts';

/** What the trail records of this area, and its words in English and Arabic. */
export const masterAudit = areaAudit({
  actions: masterAuditActions,
  en: {
    actions: {
      'master-create': 'Added master data',
      'master-edit': 'Changed master data',
      'master-archive': 'Archived master data',
      'master-restore': 'Brought back master data',
      'master-delete': 'Deleted master data',
    },
    details: {
      'master-edit': ['Changed: {fields}'],
    },
    terms: {
      'object.sports': 'Sport',
      'object.venues': 'Venue',
      'object.teams': 'Team',
      'object.seasons': 'Season',
      'object.age-categories': 'Age category',
      'object.plans': 'Plan',
      'object.countries': 'Country',
    },
  },
  ar: {
    actions: {
      'master-create': 'أضاف بيانات أساسية',
      'master-edit': 'غيّر بيانات أساسية',
      'master-archive': 'أرشف بيانات أساسية',
      'master-restore': 'أعاد بيانات أساسية من الأرشيف',
      'master-delete': 'حذف بيانات أساسية',
    },
    details: {
      'master-edit': ['غيّر: {fields}'],
    },
    terms: {
      'object.sports': 'رياضة',
      'object.venues': 'ملعب',
      'object.teams': 'فريق',
      'object.seasons': 'موسم',
      'object.age-categories': 'فئة عمرية',
      'object.plans': 'خطة اشتراك',
      'object.countries': 'دولة',
    },
  },
});
