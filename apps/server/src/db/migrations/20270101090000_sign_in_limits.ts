import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * Sign-in attempts are reserved on the limit counters (platform/rate-limits.ts) before a password
 * is checked, instead of being written to `login_failures` after it, so parallel attempts cannot
 * all see room. The failures still inside the lock-out window are carried over, so an upgrade
 * hands nobody a fresh budget. `sign_in_devices` remembers the browsers that signed in to an
 * account (a random token in an http-only cookie, stored hashed): they pass an account's lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('sign_in_devices')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sign_in_devices_token_user', ['token_hash', 'user_id'])
    .execute();

  // The names and keys platform/rate-limits.ts uses, as they were when this ran.
  const since = Date.now() - WINDOW_MS;
  await sql`insert into rate_limit_hits (limit_name, key, at)
    select 'sign-in-failures-per-account', cast(user_id as text), at from login_failures
    where user_id is not null and at > ${since}`.execute(db);
  await sql`insert into rate_limit_hits (limit_name, key, at)
    select 'sign-in-failures-per-address', ip, at from login_failures where at > ${since}`.execute(db);
  await sql`insert into rate_limit_keys (limit_name, key)
    select distinct limit_name, key from rate_limit_hits
    where limit_name in ('sign-in-failures-per-account', 'sign-in-failures-per-address')
    on conflict do nothing`.execute(db);
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_at')
    .on('login_failures')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_at').on('login_failures').columns(['ip', 'at']).execute();
  await db.schema.dropTable('sign_in_devices').execute();
}
