import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  CalendarFeedsTable,
  CompetitionsTable,
  EventEntrantsTable,
  EventRegistrationsTable,
  EventsTable,
  EventTeamsTable,
  MatchesTable,
  MatchScoresTable,
  TeamMembersTable,
} from './event-tables.ts';

/** Timestamps are milliseconds since the epoch (UTC), booleans are 0/1: the same on both databases. */
type Millis = number;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string;
  /**
   * Bumped whenever the role's actions change (only through `platform/grants.ts`), so a process can cache what it built
   * from them and still see every change made through any other process.
   */
  grants_version: Generated<number>;
  /** The seeded role this is (`superAdmin`, `admin`, …); null for roles staff made. */
  key: string | null;
  created_at: Millis;
}

/** An action of the area registry (`review.decide`) that a role holds. */
export interface RoleActionsTable {
  role_id: number;
  action: string;
}

/** The registry's actions this database has been brought up to date with (see `platform/grants.ts`). */
export interface RegistryActionsTable {
  action: string;
}

export interface UsersTable {
  id: Generated<number>;
  public_id: string;
  user_name: string;
  full_name: string;
  isd_code: string;
  mobile: string;
  /** `isd_code` + `mobile` digits, e.g. +447700900123: unique, used to sign in by phone. */
  mobile_e164: string;
  email: string | null;
  date_of_birth: string | null;
  gender: string | null;
  sport_id: number | null;
  password_hash: string;
  role_id: number;
  status: number;
  status_reason: string | null;
  profile_image: string | null;
  /** A new mobile number waiting for its code; it replaces `mobile` once verified. */
  pending_isd_code: string | null;
  pending_mobile: string | null;
  locked_until: Millis | null;
  /** 1 after `npm run admin -- create`: the one-time password must be changed before anything else. */
  must_change_password: Generated<number>;
  created_at: Millis;
  updated_at: Millis;
  /** When the user's last open console closed (presence). */
  last_seen_at: Millis | null;
  /** 1 for an account the demo seed or the subscriber generator made (the start check tries the demo password on them). */
  demo: Generated<number>;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Millis;
  last_used_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  ip: string | null;
  user_agent: string | null;
}

/** A browser that signed in to an account: its cookie's token, hashed. */
export interface SignInDevicesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Millis;
  last_used_at: Millis;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  from_user_id: number;
  /** News sent in an event's name: the event is its sender (its title is shown), not from_user_id. */
  from_event_id: number | null;
  /** The English text, sent as the notification's `msg`. */
  message: string;
  /** The console's own notifications: a NotificationKind and its values as JSON; null for a person's words. */
  kind: string | null;
  params: string | null;
  created_at: Millis;
  seen_at: Millis | null;
}

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

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  menu_id: number | null;
  detail: string | null;
  ip: string | null;
  at: Millis;
  /** What the action was done to: a kind (`subscriber`) and its public id. */
  object_type: string | null;
  object_id: string | null;
  /** The object's name when it was written (JSON-free text), for a search by name and for deleted things. */
  object_name: string | null;
  /** JSON of `AuditFacts`: what the reader's language words as the detail. */
  facts: string | null;
}

export type OtpPurpose = 'verify-phone' | 'change-mobile';

export interface OtpCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: OtpPurpose;
  /** The number the code was sent to: the send limits count per number. */
  mobile_e164: string;
  /** HMAC-SHA256 of the code keyed with a per-code random salt; the code itself is never stored. */
  salt: string;
  code_hash: string;
  /** Wrong tries spent on this code, including those carried over from the code it replaced. */
  attempts: Generated<number>;
  ip: string | null;
  created_at: Millis;
  expires_at: Millis;
  consumed_at: Millis | null;
}

/** `queued`: waiting for the provider (a job sends it); `stored`: kept in the outbox only. */
export type SmsDeliveryStatus = 'queued' | 'stored' | 'sent' | 'delivered' | 'failed';

export interface SmsOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  to_number: string;
  kind: string;
  text: string;
  driver: string;
  delivery_status: SmsDeliveryStatus;
  provider_message_id: string | null;
  attempts: Generated<number>;
  error: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export type ParentRequestStatus = 'pending' | 'approved' | 'declined' | 'superseded';

export interface ParentRequestsTable {
  id: Generated<number>;
  /** Goes in the link when the parent has no account yet. */
  public_id: string;
  child_id: number;
  parent_mobile_e164: string;
  parent_user_id: number | null;
  status: ParentRequestStatus;
  reason: string | null;
  created_at: Millis;
  expires_at: Millis;
  decided_at: Millis | null;
}

export type RelationKind = 'friend' | 'teammate' | 'parent';
export type RelationStatus = 'pending' | 'accepted' | 'declined';
/** What made the relation; only a parent link from `approval` or `staff` gives family access. */
export type RelationOrigin = 'approval' | 'staff' | 'request';

export interface RelationsTable {
  id: Generated<number>;
  /** Who asked; for kind 'parent', the parent. */
  from_user_id: number;
  to_user_id: number;
  kind: RelationKind;
  status: RelationStatus;
  /** Defaults to 'request': a row written without saying where it came from gives no family access. */
  origin: Generated<RelationOrigin>;
  created_at: Millis;
  updated_at: Millis;
}

export interface MessagesTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  body: string;
  image: string | null;
  created_at: Millis;
  read_at: Millis | null;
}

/** An app process that holds live consoles; it beats every so often while it runs. */
export interface LiveProcessesTable {
  id: string;
  beat_at: Millis;
}

/** Who has at least one console open on which process. */
export interface LivePresenceTable {
  process_id: string;
  user_id: number;
}

/** A user's theme settings: one JSON document per user, read through the contract's schema. */
export interface UserPreferencesTable {
  user_id: number;
  settings: string;
  updated_at: Millis;
}

/** One row per limit and key (a user, a number, an address): attempts lock it to count in turn. */
export interface RateLimitKeysTable {
  limit_name: string;
  key: string;
}

/** An attempt that counted against a limit; rows older than the limit's window are pruned. */
export interface RateLimitHitsTable {
  id: Generated<number>;
  limit_name: string;
  key: string;
  at: Millis;
}

/** The bytes of chat pictures a person has sent, as stored: their quota is spent from it. */
export interface ChatStorageTable {
  user_id: number;
  bytes: number;
}

export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** A background job (platform/jobs): its progress for readers and, on SQLite, its place in the queue. */
export interface JobsTable {
  /** Random and unguessable (a UUID v4): it is shown to the person who started the job. */
  id: string;
  kind: string;
  /** The area of the registry the job belongs to: holders of any of its actions may watch it. */
  area: string;
  state: JobState;
  done: Generated<number>;
  /** Null while the job does not know how many items it has. */
  total: number | null;
  /** A message fit for the reader; never a stack. */
  error: string | null;
  /** Null for the system's own jobs (schedules). */
  started_by: number | null;
  /** Tries started, the current one included. */
  attempts: Generated<number>;
  /** JSON; dropped once the job ends, so nothing it carried (a text's code) outlives it. */
  payload: string | null;
  singleton_key: string | null;
  /** Embedded engine: not taken before this time (a delayed start or a retry's back-off). */
  run_after: Millis;
  /** A running try renews this; once it passes, the process running it is taken to be gone. */
  lease_until: Millis | null;
  /** The try holding the lease: a try that lost it can no longer write the job's outcome. */
  claimed_by: string | null;
  created_at: Millis;
  updated_at: Millis;
  started_at: Millis | null;
  finished_at: Millis | null;
}

/** An account's status moving on: who moved it (null for the system), when and why. */
export interface StatusChangesTable {
  id: Generated<number>;
  user_id: number;
  from_status: number;
  to_status: number;
  reason: string | null;
  changed_by: number | null;
  at: Millis;
}

export interface Database {
  roles: RolesTable;
  role_actions: RoleActionsTable;
  registry_actions: RegistryActionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_devices: SignInDevicesTable;
  notifications: NotificationsTable;
  sports: SportsTable;
  countries: CountriesTable;
  venues: VenuesTable;
  seasons: SeasonsTable;
  age_categories: AgeCategoriesTable;
  plans: PlansTable;
  teams: TeamsTable;
  team_coaches: TeamCoachesTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  parent_requests: ParentRequestsTable;
  relations: RelationsTable;
  messages: MessagesTable;
  live_processes: LiveProcessesTable;
  live_presence: LivePresenceTable;
  user_preferences: UserPreferencesTable;
  rate_limit_keys: RateLimitKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  jobs: JobsTable;
  chat_storage: ChatStorageTable;
  status_changes: StatusChangesTable;
  events: EventsTable;
  event_teams: EventTeamsTable;
  event_registrations: EventRegistrationsTable;
  competitions: CompetitionsTable;
  event_entrants: EventEntrantsTable;
  matches: MatchesTable;
  match_scores: MatchScoresTable;
  team_members: TeamMembersTable;
  calendar_feeds: CalendarFeedsTable;
  server_secrets: ServerSecretsTable;
}

/** A key the server made for itself (e.g. `media-links`), shared by every process. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export type NewUser = Insertable<UsersTable>;
export type JobRow = Selectable<JobsTable>;
