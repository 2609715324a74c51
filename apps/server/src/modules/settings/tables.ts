/*
 * The settings area's table (migrations/20270115090000_organisation_settings.ts), joined to the
 * Database type by declaration merging.
 */

/** The organisation's settings: at most one row (id 1), its settings as JSON (see the migration). */
export interface OrganisationSettingsTable {
  id: number;
  value: string;
  logo: string | null;
  confirmed_at: number | null;
  updated_at: number;
}

declare module '../../db/database.ts' {
  interface Database {
    organisation_settings: OrganisationSettingsTable;
  }
}
