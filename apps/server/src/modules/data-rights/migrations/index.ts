import type { Migration } from 'kysely';
import * as dataRights from './20270123090000_data_rights.ts';

/** The data-rights area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270123090000_data_rights': dataRights,
};
