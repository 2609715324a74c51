import type { Generated } from 'kysely';
import type { EventKind, EventStatus, MatchStatus, RegistrationStatus } from '@fieldhouse/contract';

/* The events area's tables (migration 20270110090000_events). Times are milliseconds since the epoch. */

export interface EventsTable {
  id: Generated<number>;
  title: string;
  kind: EventKind;
  status: EventStatus;
  sport_id: number | null;
  venue_id: number | null;
  age_category_id: number | null;
  starts_at: number;
  ends_at: number;
  /** IANA zone the event happens in: its local times are shown in it. */
  time_zone: string;
  registration_opens_at: number | null;
  registration_closes_at: number | null;
  /** Null: no limit. */
  capacity: number | null;
  /**
   * Places held (registered, offered, attended, absent). Only ever changed by a guarded
   * `places_taken + 1 where places_taken < capacity`, so two people never take the last place.
   */
  places_taken: Generated<number>;
  fee_minor: number;
  currency: string;
  offer_hours: number;
  description: string;
  cancel_reason: string | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface EventTeamsTable {
  event_id: number;
  team_id: number;
}

export interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  status: RegistrationStatus;
  /** When they joined (or re-joined) the event: the waitlist's order, then the id. */
  queued_at: number;
  offer_expires_at: number | null;
  /** The parent who registered a child. */
  registered_by: number | null;
  created_at: number;
  updated_at: number;
}

/* Tournaments (migration 20270111090000_matches). */

export interface CompetitionsTable {
  event_id: number;
  points_win: number;
  points_draw: number;
  points_loss: number;
  /** JSON array of the tie-breakers, in order. */
  tie_breakers: string;
}

export interface EventEntrantsTable {
  id: Generated<number>;
  event_id: number;
  team_id: number | null;
  /** The team's name when it was entered, or the one-off entry's name. */
  name: string;
  lot: number | null;
}

export interface MatchesTable {
  id: Generated<number>;
  event_id: number;
  round: number;
  home_id: number;
  away_id: number;
  venue_id: number | null;
  kickoff_at: number | null;
  status: MatchStatus;
  home_goals: number | null;
  away_goals: number | null;
  created_at: number;
  updated_at: number;
}

/** Every score entered for a match, the first and each correction. */
export interface MatchScoresTable {
  id: Generated<number>;
  match_id: number;
  user_id: number | null;
  status: MatchStatus;
  home_goals: number;
  away_goals: number;
  note: string | null;
  at: number;
  /** 1 when entered before the match's kick-off, on confirmation. */
  before_kickoff: Generated<number>;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  added_at: number;
}

/** A person's secret calendar address, as the SHA-256 of its token. */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: number;
}

/** The events and matches areas' tables. */
export interface EventAreaTables {
  events: EventsTable;
  event_teams: EventTeamsTable;
  event_registrations: EventRegistrationsTable;
  competitions: CompetitionsTable;
  event_entrants: EventEntrantsTable;
  matches: MatchesTable;
  match_scores: MatchScoresTable;
  team_members: TeamMembersTable;
  calendar_feeds: CalendarFeedsTable;
}
