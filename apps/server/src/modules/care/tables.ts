/*
 * The care area's table (migrations/20270124090000_care_records.ts), joined to the Database type
 * by declaration merging.
 */

/** A person's emergency contacts, medical notes and consents: one row a person. */
export interface CareRecordsTable {
  user_id: number;
  /** JSON: `[{ name, relation, isd_code, mobile }]`, one to three. */
  contacts: string;
  allergies: string;
  conditions: string;
  medication: string;
  /** JSON: `{ photos|travel|treatment: { given, at (ms), by (user id) } }`. */
  consents: string;
  updated_by: number | null;
  updated_at: number;
}

declare module '../../db/database.ts' {
  interface Database {
    care_records: CareRecordsTable;
  }
}
