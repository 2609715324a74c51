import type { Generated } from 'kysely';
import type { Millis } from './account-tables.ts';

export interface SportsTable {
  id: Generated<number>;
  name: string;
  archived_at: Millis | null;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  iso2: string;
  isd_code: string;
  archived_at: Millis | null;
}

export interface VenuesTable {
  id: Generated<number>;
  name: string;
  address: string;
  capacity: number;
  archived_at: Millis | null;
}

export interface SeasonsTable {
  id: Generated<number>;
  name: string;
  starts_on: string;
  ends_on: string;
  /** 1 for the one current season, else 0. */
  is_current: number;
  archived_at: Millis | null;
}

export interface AgeCategoriesTable {
  id: Generated<number>;
  name: string;
  min_age: number | null;
  under_age: number | null;
  cutoff_month: number;
  cutoff_day: number;
  archived_at: Millis | null;
}

export interface PlansTable {
  id: Generated<number>;
  name: string;
  price_minor: number;
  currency: string;
  period: string;
  archived_at: Millis | null;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  sport_id: number;
  age_category_id: number;
  season_id: number;
  archived_at: Millis | null;
}

/** A one-time link to set a first password; only the token's hash is kept. */
export interface StaffInvitationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

export interface TeamCoachesTable {
  team_id: number;
  user_id: number;
}

/** Master data (sports, countries, venues, seasons, age categories, plans, teams) and staff invitations. */
export interface MasterTables {
  sports: SportsTable;
  countries: CountriesTable;
  venues: VenuesTable;
  seasons: SeasonsTable;
  age_categories: AgeCategoriesTable;
  plans: PlansTable;
  teams: TeamsTable;
  staff_invitations: StaffInvitationsTable;
  team_coaches: TeamCoachesTable;
}
