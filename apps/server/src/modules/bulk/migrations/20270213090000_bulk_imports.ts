import { sql, type Kysely } from 'kysely';

/*
 * The CSV import of subscribers: each uploaded file, its rows, each row's outcome (written in the
 * transaction that imports it, so a job resumed after a crash neither repeats nor loses a row), and the column mapping each staff member used last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('isd_code', 'text')
    .addColumn('send_links', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .execute();
  await sql`create index bulk_imports_by_starter on bulk_imports (started_by, created_at)`.execute(db);

  await db.schema
    .createTable('bulk_import_rows')
    .addColumn('import_id', 'text', (c) => c.notNull().references('bulk_imports.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('cells', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_import_rows_pk', ['import_id', 'row_no'])
    .execute();
  // Written in the transaction that imports the row (with the job's `done`): the key refuses a second outcome.
  await db.schema
    .createTable('bulk_import_outcomes')
    .addColumn('import_id', 'text', (c) => c.notNull().references('bulk_imports.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('mobile_e164', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('link_sent_at', 'bigint')
    .addPrimaryKeyConstraint('bulk_import_outcomes_pk', ['import_id', 'row_no'])
    .execute();
  await sql`create index bulk_import_outcomes_mobile on bulk_import_outcomes (import_id, mobile_e164)`.execute(
    db,
  );

  await db.schema
    .createTable('bulk_import_mappings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bulk_import_mappings').execute();
  await db.schema.dropTable('bulk_import_outcomes').execute();
  await db.schema.dropTable('bulk_import_rows').execute();
  await db.schema.dropTable('bulk_imports').execute();
}
