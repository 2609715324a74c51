import type { Generated } from 'kysely';
import type { Millis } from './account-tables.ts';

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

/** `queued`: waiting for the provider (a job sends it); `stored`: kept in the outbox only; see the contract's SMS_DELIVERY_STATUSES. */
export type SmsDeliveryStatus = 'queued' | 'stored' | 'held' | 'skipped' | 'sent' | 'delivered' | 'failed';

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
  /** A `held` text goes out then (modules/sms migration 20270211090000). */
  held_until: Generated<Millis | null>;
  /** The staff member who sent it; null for the system's own texts. */
  started_by: Generated<number | null>;
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

/** A minor's side of a connection request: no parent needed, a parent yet to decide, or approved. */
export type ParentApproval = 'none' | 'waiting' | 'approved';

export interface RelationsTable {
  id: Generated<number>;
  /** Who asked; for kind 'parent', the parent. */
  from_user_id: number;
  to_user_id: number;
  kind: RelationKind;
  status: RelationStatus;
  /** Defaults to 'request': a row written without saying where it came from gives no family access. */
  origin: Generated<RelationOrigin>;
  /** Whether the asker's side (a minor) waits for their parent (db/migrations/…_connection_guardians.ts). */
  from_parent: Generated<ParentApproval>;
  /** Whether the side asked (a minor) waits for their parent. */
  to_parent: Generated<ParentApproval>;
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
  /** A parent writing in their child's conversation: the child's other member (to_user_id is the child). */
  thread_user_id: number | null;
  /** Sent to a child in quiet hours: hidden from the child until then. */
  held_until: Millis | null;
}

/** How far a parent has read their child's conversation with `other_id` (the newest message id seen). */
export interface ChatWatchReadsTable {
  user_id: number;
  child_id: number;
  other_id: number;
  last_read_id: number;
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
  /** The request that queued the job (its `reqId`), carried into the job's log lines; null for schedules. */
  request_id: string | null;
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

/** The audit trail, phone codes, SMS, family and friends, messages, live presence, preferences, rate limits, chat and jobs. */
export interface ActivityTables {
  audit_log: AuditLogTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  parent_requests: ParentRequestsTable;
  relations: RelationsTable;
  messages: MessagesTable;
  chat_watch_reads: ChatWatchReadsTable;
  live_processes: LiveProcessesTable;
  live_presence: LivePresenceTable;
  user_preferences: UserPreferencesTable;
  rate_limit_keys: RateLimitKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  chat_storage: ChatStorageTable;
  jobs: JobsTable;
  status_changes: StatusChangesTable;
}
