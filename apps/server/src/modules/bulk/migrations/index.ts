import type { Migration } from 'kysely';
import * as bulkStatus from './20270212090000_bulk_status.ts';
import * as imports from './20270213090000_bulk_imports.ts';
import * as texts from './20270217090000_bulk_texts.ts';

/** The bulk area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270212090000_bulk_status': bulkStatus,
  '20270213090000_bulk_imports': imports,
  '20270217090000_bulk_texts': texts,
};
