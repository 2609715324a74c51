import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/connect.ts';

/*
 * Safeguarding reports and chat suspensions (modules/safeguarding). A person has at most one open
 * report of one thing (`subject_key`: `message:<id>` or `profile:<user id>`), held by a partial
 * unique index so parallel reports make one. A report is closed once, by a guarded update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('safeguarding_reports')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // No foreign key: the report outlives a message removed later, and says so by its context.
    .addColumn('message_id', 'integer')
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('outcome_note', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index safeguarding_reports_one_open on safeguarding_reports (reporter_id, subject_key) where status = 'open'`.execute(
    db,
  );
  // The queue walks the open reports by (created_at, id).
  await sql`create index safeguarding_reports_queue on safeguarding_reports (status, created_at, id)`.execute(
    db,
  );

  await db.schema
    .createTable('chat_suspensions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('suspended_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_suspensions').execute();
  await db.schema.dropTable('safeguarding_reports').execute();
}
