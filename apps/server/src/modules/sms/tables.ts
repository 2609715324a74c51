import type { Generated } from 'kysely';

/* The sms area's own tables (migrations/20270211090000_sms_send.ts), joined to Database by declaration merging. */

/** A person who opted out of non-urgent texts (phone codes and safety texts still go). */
export interface SmsOptOutsTable {
  user_id: number;
  created_at: number;
}

/** A text template, written in both languages; placeholders as the contract's SMS_PLACEHOLDERS. */
export interface SmsTemplatesTable {
  id: Generated<number>;
  name: string;
  text_en: string;
  text_ar: string;
  updated_by: number | null;
  updated_at: number;
}

declare module '../../db/database.ts' {
  interface Database {
    sms_opt_outs: SmsOptOutsTable;
    sms_templates: SmsTemplatesTable;
  }
}
