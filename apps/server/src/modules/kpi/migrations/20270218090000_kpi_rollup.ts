import { sql, type Kysely } from 'kysely';

/*
 * The KPI rollup: a row per day and measure, and the one row saying how far it reaches. The
 * figures read live (sign-ins and registrations for the active count, registrations by event,
 * review decisions, payments) get the indexes that find a period's rows without reading the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kpi_rollup')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('kpi_rollup_pk', ['day', 'measure'])
    .execute();
  await db.schema
    .createTable('kpi_rollup_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('through_day', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index kpi_sessions_created on sessions (created_at, user_id)`.execute(db);
  await sql`create index kpi_registrations_created on event_registrations (created_at, user_id)`.execute(db);
  await sql`create index kpi_audit_action_at on audit_log (action, at)`.execute(db);
  await sql`create index kpi_status_changes_at on status_changes (at)`.execute(db);
  await sql`create index kpi_deletions_decided on deletion_requests (status, decided_at)`.execute(db);
  await sql`create index kpi_payments_paid_on on invoice_payments (paid_on)`.execute(db);
  await sql`create index kpi_refunds_created on invoice_refunds (created_at)`.execute(db);
  await sql`create index kpi_invoices_issued on invoices (issued_on)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index kpi_invoices_issued`.execute(db);
  await sql`drop index kpi_refunds_created`.execute(db);
  await sql`drop index kpi_payments_paid_on`.execute(db);
  await sql`drop index kpi_deletions_decided`.execute(db);
  await sql`drop index kpi_status_changes_at`.execute(db);
  await sql`drop index kpi_audit_action_at`.execute(db);
  await sql`drop index kpi_registrations_created`.execute(db);
  await sql`drop index kpi_sessions_created`.execute(db);
  await db.schema.dropTable('kpi_rollup_state').execute();
  await db.schema.dropTable('kpi_rollup').execute();
}
