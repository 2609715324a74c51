import type { Intersection } from '../area-contract.ts';
import type { SeededRole } from '../areas.ts';
import type { AreaWordLoaders } from '../areas.ts';
import type { auditExportWords } from '../audit/export-words.ts';
import type { GENDERS } from '../lookups.ts';
import type { UserStatus } from '../status.ts';

/** The words any export may use for the codes its cells hold; each area brings its own headers. */
export type SharedExportWords = {
  userStatus: Record<UserStatus, string>;
  genders: Record<(typeof GENDERS)[number]['value'], string>;
  /** A seeded role by its key (staff may rename it; a renamed or new role reads as written). */
  roles: Record<SeededRole, string>;
  /** Names that arrive as data (the seeded sports), by their English; another reads as written. */
  dataNames: Record<string, string>;
  /** Between the items of one cell (two parents). */
  listSeparator: string;
};

/** The CSV words of each area whose `words.ts` has them (`csv`). */
type AreaCsv = {
  [K in keyof AreaWordLoaders]: Awaited<ReturnType<AreaWordLoaders[K]>> extends { csv: infer C } ? C : never;
}[keyof AreaWordLoaders];
type AreaWords = AreaCsv | typeof auditExportWords;

/**
 * One language's words for the CSV exports a person opens in a spreadsheet: each column's header,
 * and the words for the codes a cell holds (statuses, genders, seeded roles), as the console shows
 * them on screen: the shared ones and every area's (each area's `words.ts`, and the audit
 * trail's). The server words a file in its reader's language with these.
 */
export type ExportWords = SharedExportWords & Intersection<AreaWords['en']>;

/**
 * How many rows a CSV export is about to send (its header line not counted), so the console can
 * show "12,000 of 100,000 rows" while the file comes. With `EXPORT_ROWS_EXACT_HEADER: false` it
 * is an estimate (the directory's, where counting every match would be slow).
 */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
export const EXPORT_ROWS_EXACT_HEADER = 'x-export-rows-exact';
