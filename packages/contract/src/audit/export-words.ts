import type { AreaExportWords } from '../export-words/area.ts';

/** The columns of the audit trail's export; a menu item is not among them, as the console does not show one. */
export const AUDIT_EXPORT_COLUMNS = [
  'at',
  'person',
  'userName',
  'action',
  'object',
  'objectName',
  'address',
  'detail',
] as const;
export type AuditExportColumn = (typeof AUDIT_EXPORT_COLUMNS)[number];

/** The trail's export: `{zone}` in the time's header is the organisation's time zone the times are written in. */
export const auditExportWords: AreaExportWords<{ audit: Record<AuditExportColumn, string> }> = {
  en: {
    audit: {
      at: 'Time ({zone})',
      person: 'Person',
      userName: 'User name',
      action: 'Action',
      object: 'Object',
      objectName: 'Object name',
      address: 'Address',
      detail: 'Detail',
    },
  },
  ar: {
    audit: {
      at: 'الوقت ({zone})',
      person: 'الشخص',
      userName: 'اسم المستخدم',
      action: 'الإجراء',
      object: 'الهدف',
      objectName: 'اسم الهدف',
      address: 'العنوان',
      detail: 'التفاصيل',
    },
  },
};
