import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Limits get their own counter (platform/rate-limits.ts) instead of counting audit entries, codes
 * and parent requests. `rate_limit_keys` holds one row per limit and key, which every attempt locks
 * first, so parallel attempts on one key are counted one after another; `rate_limit_hits` holds
 * the attempts that counted, for a rolling window. The attempts still inside their window are
 * copied in, so an upgrade hands nobody a fresh budget. The indexes that only served the old
 * counting go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('rate_limit_keys')
    .addColumn('limit_name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_keys_pk', ['limit_name', 'key'])
    .execute();
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('limit_name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key_at')
    .on('rate_limit_hits')
    .columns(['limit_name', 'key', 'at'])
    .execute();

  // The names and keys platform/rate-limits.ts uses, as they were when this ran.
  const now = Date.now();
  const carried = [
    sql`select 'otp-sends-per-number', mobile_e164, created_at from otp_codes where created_at > ${now - HOUR_MS}`,
    sql`select 'otp-sends-per-address', ip, created_at from otp_codes where ip is not null and created_at > ${now - HOUR_MS}`,
    sql`select 'parent-requests', cast(child_id as text), created_at from parent_requests where created_at > ${now - DAY_MS}`,
    sql`select 'connection-asks', cast(user_id as text), at from audit_log
        where user_id is not null and at > ${now - HOUR_MS}
        and action in ('connect-friend', 'connect-teammate', 'connect-parent', 'connect-not-found')`,
  ];
  for (const select of carried) {
    await sql`insert into rate_limit_hits (limit_name, key, at) ${select}`.execute(db);
  }
  await sql`insert into rate_limit_keys (limit_name, key)
    select distinct limit_name, key from rate_limit_hits`.execute(db);

  await db.schema.dropIndex('audit_log_user_at').execute();
  await db.schema.dropIndex('otp_codes_ip').execute();
  await db.schema.dropIndex('otp_codes_mobile').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('otp_codes_mobile')
    .on('otp_codes')
    .columns(['mobile_e164', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_codes_ip').on('otp_codes').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('audit_log_user_at').on('audit_log').columns(['user_id', 'at']).execute();
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('rate_limit_keys').execute();
}
