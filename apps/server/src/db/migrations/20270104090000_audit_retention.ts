import type { Kysely } from 'kysely';

/** The hourly clean-up removes audit entries past AUDIT_RETENTION_DAYS by their time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_at').execute();
}
