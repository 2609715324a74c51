/*
 * The safeguarding area's tables (migrations/20270122090000_safeguarding.ts), joined to the
 * Database type by declaration merging.
 */
import type { Generated } from 'kysely';
import type { ReportOutcome, ReportReason } from '@fieldhouse/contract';

/** A report of a message or a profile, open until staff record its outcome. */
export interface SafeguardingReportsTable {
  id: Generated<number>;
  reporter_id: number;
  /** The message's sender, or the profile's owner. */
  subject_user_id: number;
  kind: 'message' | 'profile';
  message_id: number | null;
  /** `message:<id>` or `profile:<user id>`: one open report per reporter and thing. */
  subject_key: string;
  reason: ReportReason;
  note: string;
  status: 'open' | 'closed';
  outcome: ReportOutcome | null;
  outcome_note: string | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
}

/** A person whose chat staff suspended: they neither send nor receive until it is lifted. */
export interface ChatSuspensionsTable {
  user_id: number;
  note: string;
  suspended_by: number | null;
  created_at: number;
}

declare module '../../db/database.ts' {
  interface Database {
    safeguarding_reports: SafeguardingReportsTable;
    chat_suspensions: ChatSuspensionsTable;
  }
}
