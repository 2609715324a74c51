import type { Insertable, Selectable } from 'kysely';
import type { AccountTables, UsersTable } from './account-tables.ts';
import type { ActivityTables, JobsTable } from './activity-tables.ts';
import type { EventAreaTables } from './event-tables.ts';
import type { MasterTables } from './master-tables.ts';
import type { SettingsTables } from '../modules/settings/settings-tables.ts';

/*
 * The Database type Kysely checks every query against: one table interface per table, kept by
 * area in the files it combines (account, master data, activity, events and matches).
 */

export type * from './account-tables.ts';
export type * from './activity-tables.ts';
export type * from './event-tables.ts';
export type * from './master-tables.ts';

/** A key the server made for itself (e.g. `media-links`), shared by every process. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface Database
  extends AccountTables,
    MasterTables,
    ActivityTables,
    EventAreaTables,
    SettingsTables {
  server_secrets: ServerSecretsTable;
}

export type NewUser = Insertable<UsersTable>;
export type JobRow = Selectable<JobsTable>;
