/*
 * The bulk area's tables (migrations/20270212090000_bulk_status.ts), joined to the Database type by
 * declaration merging.
 */
import type { BulkOutcome, BulkStatusAction } from '@fieldhouse/contract';

/**
 * One person of a bulk status change, in the order the job works through them (`position` is the
 * job's item index). Written when the change starts, so the people are those matching then; the
 * outcome commits with the person's change and the job's progress, so it is also the report.
 */
export interface BulkStatusItemsTable {
  job_id: string;
  position: number;
  user_id: number;
  /** Null until the job reaches this person. */
  outcome: BulkOutcome | null;
  /** A skip's reason (`BulkSkipReason`); a failure's message. */
  reason: string | null;
  /** A decision's text to the person, sent once the item has committed (then cleared). */
  text_to: string | null;
  text_body: string | null;
}

/** What each bulk status change does (its job's payload is cleared when it ends). */
export interface BulkStatusJobsTable {
  job_id: string;
  action: BulkStatusAction;
}

declare module '../../db/database.ts' {
  interface Database {
    bulk_status_items: BulkStatusItemsTable;
    bulk_status_jobs: BulkStatusJobsTable;
  }
}
