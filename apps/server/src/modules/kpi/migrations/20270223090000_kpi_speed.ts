import { sql, type Kysely } from 'kysely';

/*
 * What makes the key figures answer in time at a million subscribers: each person's days of
 * activity (signed in or registered for an event), kept by the rollup so it can tell, for each
 * day, when each active person was active before (rollup.service.ts); the index that finds the
 * phone verification before a review decision without reading a person's whole trail. Event
 * figures are counted per period through the registrations' indexes
 * (event_registrations_queue: event, status).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kpi_active_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('kpi_active_days_pk', ['user_id', 'day'])
    .execute();
  await sql`create index kpi_active_days_day on kpi_active_days (day, user_id)`.execute(db);
  await sql`create index kpi_audit_user_action_at on audit_log (user_id, action, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index kpi_audit_user_action_at`.execute(db);
  await db.schema.dropTable('kpi_active_days').execute();
}
