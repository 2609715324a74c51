import { type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/**
 * Tables of the subscriber journeys (sign-up, phone codes, parent approval): one-time codes, the SMS log, parent requests and
 * connections, and a pending mobile number on users (a new number waits for its code).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';

  await db.schema.alterTable('users').addColumn('pending_isd_code', 'text').execute();
  await db.schema.alterTable('users').addColumn('pending_mobile', 'text').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('mobile_e164', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('otp_codes_user')
    .on('otp_codes')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
  await db.schema
    .createIndex('otp_codes_mobile')
    .on('otp_codes')
    .columns(['mobile_e164', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_codes_ip').on('otp_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('driver', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'text', (c) => c.notNull())
    .addColumn('provider_message_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_created').on('sms_outbox').column('created_at').execute();

  await db.schema
    .createTable('parent_requests')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('child_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_mobile_e164', 'text', (c) => c.notNull())
    .addColumn('parent_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('parent_requests_child')
    .on('parent_requests')
    .columns(['child_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('relations')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('relations_pair_kind', ['from_user_id', 'to_user_id', 'kind'])
    .execute();
  await db.schema.createIndex('relations_to').on('relations').columns(['to_user_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['relations', 'parent_requests', 'sms_outbox', 'otp_codes']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('pending_mobile').execute();
  await db.schema.alterTable('users').dropColumn('pending_isd_code').execute();
}
