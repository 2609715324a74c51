import type { Migration } from 'kysely';
import * as payment from './20270201090000_payment.ts';

/** The payment area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270201090000_payment': payment,
};
