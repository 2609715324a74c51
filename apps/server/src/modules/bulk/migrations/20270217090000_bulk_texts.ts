import type { Kysely } from 'kysely';

/* The people of each bulk text and what happened to each one's text (text-tables.ts); they go with their job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_text_items')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_text_items_pk', ['job_id', 'position'])
    .execute();
  // One row a person reached: the key makes a second text to them in one send impossible.
  await db.schema
    .createTable('bulk_text_outcomes')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('sms_id', 'integer')
    .addPrimaryKeyConstraint('bulk_text_outcomes_pk', ['job_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('bulk_text_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('template_id', 'integer')
    // Its message and people: the same send started twice (at once, or minutes apart) is refused.
    .addColumn('active_key', 'text', (c) => c.unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bulk_text_jobs').execute();
  await db.schema.dropTable('bulk_text_outcomes').execute();
  await db.schema.dropTable('bulk_text_items').execute();
}
