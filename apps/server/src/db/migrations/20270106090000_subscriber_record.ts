import type { Kysely } from 'kysely';

/**
 * A subscriber's record (modules/subscribers/record.*):
 * - what an audited action was done to (`subscriber` and its public id, a role, a venue…), so a
 *   record can show what staff did to it and the audit trail can be filtered by object;
 * - the texts sent to one person, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('object_type', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('object_id', 'text').execute();
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['object_type', 'object_id', 'at'])
    .execute();
  await db.schema
    .createIndex('sms_outbox_user')
    .on('sms_outbox')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_outbox_user').execute();
  await db.schema.dropIndex('audit_log_object').execute();
  await db.schema.alterTable('audit_log').dropColumn('object_id').execute();
  await db.schema.alterTable('audit_log').dropColumn('object_type').execute();
}
