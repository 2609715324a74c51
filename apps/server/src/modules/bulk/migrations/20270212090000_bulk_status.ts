import type { Kysely } from 'kysely';

/* The people of each bulk status change, with what happened to each (tables.ts); they go with their job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_status_items')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('reason', 'text')
    .addColumn('text_to', 'text')
    .addColumn('text_body', 'text')
    .addPrimaryKeyConstraint('bulk_status_items_pk', ['job_id', 'position'])
    .execute();
  // What each change was: the job's payload is cleared when it ends, its report still says it.
  await db.schema
    .createTable('bulk_status_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .execute();
  // The jobs page (/jobs, this area's): newest first, everyone's or one person's.
  await db.schema.createIndex('jobs_people_newest').on('jobs').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('jobs_started_by_newest')
    .on('jobs')
    .columns(['started_by', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_started_by_newest').execute();
  await db.schema.dropIndex('jobs_people_newest').execute();
  await db.schema.dropTable('bulk_status_jobs').execute();
  await db.schema.dropTable('bulk_status_items').execute();
}
