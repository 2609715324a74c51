import type { Migration } from 'kysely';
import * as careRecords from './20270124090000_care_records.ts';

/** The care area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270124090000_care_records': careRecords,
};
