import type { Generated } from 'kysely';
import type { MatchStatus } from '@fieldhouse/contract';
/*
 * The matches area's tables: tournaments (migrations/20270111090000_matches.ts) and calendar feeds.
 * They join the Database type by declaration merging, so db/database.ts need not name them. Times
 * are milliseconds since the epoch.
 */

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

declare module '../../db/database.ts' {
  interface Database {
    competitions: CompetitionsTable;
    event_entrants: EventEntrantsTable;
    matches: MatchesTable;
    match_scores: MatchScoresTable;
    team_members: TeamMembersTable;
    calendar_feeds: CalendarFeedsTable;
  }
}
