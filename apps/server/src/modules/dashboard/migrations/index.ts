import type { Migration } from 'kysely';
import * as counts from './20270223100000_dashboard_counts.ts';

/** The dashboard area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270223100000_dashboard_counts': counts,
};
