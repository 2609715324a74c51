import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/connect.ts';

/*
 * Staff's texts: the log keeps who sent a text and, for one held in quiet hours, when it goes out;
 * the log is read newest first, by status and by day (keyset on created_at, id). A person's
 * opt-out of non-urgent texts is one row; a template is kept in English and Arabic.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_outbox').addColumn('held_until', 'bigint').execute();
  await db.schema.alterTable('sms_outbox').addColumn('started_by', 'integer').execute();
  await sql`create index sms_outbox_newest on sms_outbox (created_at, id)`.execute(db);
  await sql`create index sms_outbox_status on sms_outbox (delivery_status, created_at, id)`.execute(db);
  await db.schema
    .createTable('sms_opt_outs')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_templates')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_ar', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_templates').execute();
  await db.schema.dropTable('sms_opt_outs').execute();
  await sql`drop index sms_outbox_status`.execute(db);
  await sql`drop index sms_outbox_newest`.execute(db);
  await db.schema.alterTable('sms_outbox').dropColumn('started_by').execute();
  await db.schema.alterTable('sms_outbox').dropColumn('held_until').execute();
}
