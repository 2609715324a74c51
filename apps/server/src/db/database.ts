import type { Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are milliseconds since the epoch (UTC), booleans are 0/1: the same on both databases. */
type Millis = number;
type Flag = number;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string;
  /**
   * Bumped whenever the role's grants or the menu change, so a process can cache what it built
   * from them and still see every change made through any other process.
   */
  grants_version: Generated<number>;
  created_at: Millis;
}

export interface MenuItemsTable {
  /** Stable ids: the client stores them as `menuID` (Profile is 6). */
  id: number;
  parent_id: number | null;
  /** The grant a route names to be allowed; null for pure containers and links. */
  grant_key: string | null;
  type: 'group' | 'collapse' | 'item';
  title: string;
  icon: string | null;
  url: string | null;
  external: Flag;
  target_blank: Flag;
  classes: string | null;
  hidden: Flag;
  breadcrumbs: Flag;
  badge_title: string | null;
  badge_type: string | null;
  sort_order: number;
}

export interface RoleGrantsTable {
  role_id: number;
  menu_item_id: number;
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
  locked_until: Millis | null;
  created_at: Millis;
  updated_at: Millis;
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

export interface LoginFailuresTable {
  id: Generated<number>;
  user_id: number | null;
  ip: string;
  at: Millis;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  from_user_id: number;
  message: string;
  created_at: Millis;
  seen_at: Millis | null;
}

export interface SportsTable {
  id: Generated<number>;
  name: string;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  iso2: string;
  isd_code: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  menu_id: number | null;
  detail: string | null;
  ip: string | null;
  at: Millis;
}

export interface Database {
  roles: RolesTable;
  menu_items: MenuItemsTable;
  role_grants: RoleGrantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  notifications: NotificationsTable;
  sports: SportsTable;
  countries: CountriesTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
