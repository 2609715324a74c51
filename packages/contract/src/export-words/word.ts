import type { SeededRole } from '../areas.ts';
import type { RegistrationStatus } from '../events/events.ts';
import type { GENDERS } from '../lookups.ts';
import type { UserStatus } from '../status.ts';
import type { DirectoryColumn } from '../subscribers/subscribers.ts';

/** The columns of an event's registrations export; the contact columns only for callers who may see them. */
export const REGISTRATION_EXPORT_COLUMNS = [
  'fullName',
  'userName',
  'dateOfBirth',
  'status',
  'place',
  'registeredBy',
  'registeredAt',
  'phone',
  'parentName',
  'parentPhone',
] as const;
export type RegistrationExportColumn = (typeof REGISTRATION_EXPORT_COLUMNS)[number];

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

/**
 * One language's words for the CSV exports a person opens in a spreadsheet: each column's header,
 * and the words for the codes a cell holds (statuses, genders, seeded roles), as the console shows
 * them on screen. The server words a file in its reader's language with these.
 */
export type ExportWords = {
  directory: Record<DirectoryColumn, string>;
  registrations: Record<RegistrationExportColumn, string>;
  /** `{zone}` in the time's header is the organisation's time zone the times are written in. */
  audit: Record<AuditExportColumn, string>;
  userStatus: Record<UserStatus, string>;
  registrationStatus: Record<RegistrationStatus, string>;
  genders: Record<(typeof GENDERS)[number]['value'], string>;
  /** A seeded role by its key (staff may rename it; a renamed or new role reads as written). */
  roles: Record<SeededRole, string>;
  /** Names that arrive as data (the seeded sports), by their English; another reads as written. */
  dataNames: Record<string, string>;
  /** Who registered someone who registered themself (the console's "Registered by" says the same). */
  themself: string;
  /** Between the items of one cell (two parents). */
  listSeparator: string;
};

/**
 * How many rows a CSV export is about to send (its header line not counted), so the console can
 * show "12,000 of 100,000 rows" while the file comes. With `EXPORT_ROWS_EXACT_HEADER: false` it
 * is an estimate (the directory's, where counting every match would be slow).
 */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
export const EXPORT_ROWS_EXACT_HEADER = 'x-export-rows-exact';
