import { areaAudit } from '../audit-words/area.ts';
import { rolesAuditActions } from './audit-actions.ts';

/** What the trail records of this area, and its words in English and Arabic. */
export const rolesAudit = areaAudit({
  actions: rolesAuditActions,
  en: {
    actions: {
      'role-create': 'Created a role',
      'role-edit': 'Changed a role',
      'role-delete': 'Deleted a role',
      'role-give': 'Gave a role',
      'role-take': 'Took a role away',
    },
    details: {
      'role-edit': ['Renamed from {renamedFrom}', 'Allowed: {granted}', 'No longer allowed: {revoked}'],
      'role-give': ['Now {role}'],
      'role-take': ['Was {role}'],
    },
    terms: {
      'object.role': 'Role',
    },
  },
  ar: {
    actions: {
      'role-create': 'أنشأ دورًا',
      'role-edit': 'غيّر دورًا',
      'role-delete': 'حذف دورًا',
      'role-give': 'منح دورًا',
      'role-take': 'سحب دورًا',
    },
    details: {
      'role-edit': ['الاسم السابق: {renamedFrom}', 'صار يحق له: {granted}', 'لم يعد يحق له: {revoked}'],
      'role-give': ['صار {role}'],
      'role-take': ['كان {role}'],
    },
    terms: {
      'object.role': 'دور',
    },
  },
});
