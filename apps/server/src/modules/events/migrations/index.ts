import type { Migration } from 'kysely';
import * as events from './20270110090000_events.ts';

/** The events area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270110090000_events': events,
};
