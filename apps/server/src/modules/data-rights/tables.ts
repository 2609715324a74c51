import type { Generated } from 'kysely';
import type { DeletionStatus } from '@fieldhouse/contract';

/*
 * The data-rights area's tables (migrations/20270123090000_data_rights.ts), joined to the Database
 * type by declaration merging. Times are milliseconds since the epoch.
 */

/** A request to delete an account: the person's own, or their parent's for them; staff decide. */
export interface DeletionRequestsTable {
  id: Generated<number>;
  public_id: string;
  /** Whose account; after a confirmation the row of the pseudonym that is left. */
  user_id: number;
  requested_by: number;
  status: DeletionStatus;
  /** Why staff declined it. */
  reason: string | null;
  created_at: number;
  decided_by: number | null;
  decided_at: number | null;
}

/** A download a job made: the file under DATA_DIR/exports, and the hash of its one-time link's token. */
export interface DataExportsTable {
  id: Generated<number>;
  /** Whose data it holds. */
  user_id: number;
  /** Who asked (the person, or their parent), the only one the link works for. */
  requested_by: number;
  token_hash: string;
  file: string;
  created_at: number;
  expires_at: number;
  downloaded_at: number | null;
}

declare module '../../db/database.ts' {
  interface Database {
    deletion_requests: DeletionRequestsTable;
    data_exports: DataExportsTable;
  }
}
