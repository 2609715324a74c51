/** The organisation's settings: at most one row (id 1), its settings as JSON (see the migration). */
export type OrganisationSettingsTable = {
  id: number;
  value: string;
  logo: string | null;
  confirmed_at: number | null;
  updated_at: number;
};

export type SettingsTables = {
  organisation_settings: OrganisationSettingsTable;
};
