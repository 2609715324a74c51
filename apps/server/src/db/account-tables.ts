import type { Generated } from 'kysely';

/** Timestamps are milliseconds since the epoch (UTC), booleans are 0/1: the same on both databases. */
export type Millis = number;

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

/** Roles and their grants, accounts, sessions, devices and notifications. */
export interface AccountTables {
  roles: RolesTable;
  role_actions: RoleActionsTable;
  registry_actions: RegistryActionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_devices: SignInDevicesTable;
  notifications: NotificationsTable;
}
