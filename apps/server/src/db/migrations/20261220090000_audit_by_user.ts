import { type Kysely } from 'kysely';

/**
 * Some limits count a user's own audited actions over the last hour (asking people to connect);
 * this index keeps that count a short range scan however long the audit log grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_user_at').on('audit_log').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_user_at').execute();
}
