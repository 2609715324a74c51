import type { Migration } from 'kysely';
import * as payment from './20270201090000_payment.ts';
import * as provider from './20270202090000_payment_provider.ts';
import * as sorts from './20270210090000_payment_sorts.ts';

/** The payment area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270201090000_payment': payment,
  '20270202090000_payment_provider': provider,
  '20270210090000_payment_sorts': sorts,
};
