/*
 * The CSV import's tables (migrations/20270213090000_bulk_imports.ts), joined to the Database type
 * by declaration merging.
 */

/** An uploaded file: JSON `headers` and `columns` (each column's field, or null). */
export interface BulkImportsTable {
  id: string;
  started_by: number;
  file_name: string;
  headers: string;
  columns: string;
  isd_code: string | null;
  send_links: number;
  rows: number;
  job_id: string | null;
  created_at: number;
  started_at: number | null;
}

/** One row of a file, `row_no` from 0 (the file's line `row_no + 2`), its cells as a JSON array. */
export interface BulkImportRowsTable {
  import_id: string;
  row_no: number;
  cells: string;
}

/** What the import did with a row: `imported`, or the field code of why not (bulk/import-schemas.ts). */
export interface BulkImportOutcomesTable {
  import_id: string;
  row_no: number;
  outcome: string;
  mobile_e164: string | null;
  user_id: number | null;
  link_sent_at: number | null;
}

/** The mapping a staff member used last: JSON of a header (lower case) to its field. */
export interface BulkImportMappingsTable {
  user_id: number;
  mapping: string;
  updated_at: number;
}

declare module '../../db/database.ts' {
  interface Database {
    bulk_imports: BulkImportsTable;
    bulk_import_rows: BulkImportRowsTable;
    bulk_import_outcomes: BulkImportOutcomesTable;
    bulk_import_mappings: BulkImportMappingsTable;
  }
}
