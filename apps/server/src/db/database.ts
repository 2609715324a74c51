import type { Insertable, Selectable } from 'kysely';
import type { AccountTables, UsersTable } from './account-tables.ts';
import type { ActivityTables, JobsTable } from './activity-tables.ts';
import type { MasterTables } from './master-tables.ts';

/*
 * The Database type Kysely checks every query against: one table interface per table. The shared
 * tables (accounts, master data, activity) are kept in the files it combines here; an area that
 * owns its tables declares them in its own folder (modules/<area>/tables.ts), which adds them to
 * this interface by declaration merging.
 */

export type * from './account-tables.ts';
export type * from './activity-tables.ts';
export type * from './master-tables.ts';

/** A key the server made for itself (e.g. `media-links`), shared by every process. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** An uploaded picture's bytes, by its name under /media/ (the PostgreSQL picture store). */
export interface PicturesTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  etag: string;
  created_at: number;
}

export interface Database extends AccountTables, MasterTables, ActivityTables {
  server_secrets: ServerSecretsTable;
  pictures: PicturesTable;
}

export type NewUser = Insertable<UsersTable>;
export type JobRow = Selectable<JobsTable>;
