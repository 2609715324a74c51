import type { Migration } from 'kysely';
import * as send from './20270211090000_sms_send.ts';

/** The sms area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270211090000_sms_send': send,
};
