import { sql, type Kysely } from 'kysely';

/**
 * Background jobs: what a reader sees (state, progress, error) on both databases, and, on the
 * embedded database only, the queue itself (`payload` and `run_after` are read there; on
 * PostgreSQL pg-boss keeps its own queue and this row holds the payload and progress).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer')
    .addColumn('error', 'text')
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text')
    .addColumn('singleton_key', 'text')
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('claimed_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  // What the embedded engine claims next, and the tries whose process stopped renewing its lease.
  await db.schema.createIndex('jobs_state_run_after').on('jobs').columns(['state', 'run_after']).execute();
  await db.schema.createIndex('jobs_state_lease').on('jobs').columns(['state', 'lease_until']).execute();
  await db.schema.createIndex('jobs_started_by').on('jobs').column('started_by').execute();
  await db.schema.createIndex('jobs_finished_at').on('jobs').column('finished_at').execute();
  // At most one waiting job per kind and key: many processes starting at once queue one cleanup.
  await db.schema
    .createIndex('jobs_singleton')
    .unique()
    .on('jobs')
    .columns(['kind', 'singleton_key'])
    .where(sql.ref('state'), '=', 'queued')
    .where(sql.ref('singleton_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
