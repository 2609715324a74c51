import type { Generated } from 'kysely';
import type { EventKind, EventStatus, RegistrationStatus } from '@fieldhouse/contract';

/*
 * The events area's tables (migrations/20270110090000_events.ts). They join the Database type every
 * query is checked against by declaration merging, so db/database.ts need not name them. Times are
 * milliseconds since the epoch.
 */

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

declare module '../../db/database.ts' {
  interface Database {
    events: EventsTable;
    event_teams: EventTeamsTable;
    event_registrations: EventRegistrationsTable;
  }
}
