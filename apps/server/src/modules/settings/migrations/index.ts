import type { Migration } from 'kysely';
import * as organisationSettings from './20270115090000_organisation_settings.ts';

/** The settings area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270115090000_organisation_settings': organisationSettings,
};
