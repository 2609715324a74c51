import type { Migration } from 'kysely';
import * as safeguarding from './20270122090000_safeguarding.ts';

/** The safeguarding area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270122090000_safeguarding': safeguarding,
};
