/*
 * The bulk texts' tables (migrations/20270217090000_bulk_texts.ts), joined to the Database type by
 * declaration merging.
 */
import type { BulkTextOutcome } from '@fieldhouse/contract';

/** One person of a bulk text, in the order the job works through them; written when it starts. */
export interface BulkTextItemsTable {
  job_id: string;
  position: number;
  user_id: number;
}

/**
 * What happened to one person's text: written in the transaction that logs (queues) it, keyed by
 * the person, so a try that dies part-way and starts again texts nobody twice.
 */
export interface BulkTextOutcomesTable {
  job_id: string;
  user_id: number;
  /** `failed` is read from the SMS log (the provider gave up), not written here. */
  outcome: Exclude<BulkTextOutcome, 'failed'>;
  /** A skip's reason (`BulkTextSkipReason`). */
  reason: string | null;
  /** The text in the SMS log (null when none was logged: the account is gone). */
  sms_id: number | null;
}

/**
 * Which template a bulk text used (null: a text of its own), and its key (message and people): the
 * same send again is refused while this one stands (bulk-text.repository.ts `recordSend`).
 */
export interface BulkTextJobsTable {
  job_id: string;
  template_id: number | null;
  active_key: string | null;
}

declare module '../../db/database.ts' {
  interface Database {
    bulk_text_items: BulkTextItemsTable;
    bulk_text_outcomes: BulkTextOutcomesTable;
    bulk_text_jobs: BulkTextJobsTable;
  }
}
