import { sql, type Kysely } from 'kysely';

/*
 * The payment provider's webhook events, kept by their id (a replay finds it), and the overdue
 * reminder sent for each invoice: claimed by one statement, so two processes sending at once send one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_provider_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('applied_at', 'bigint')
    .execute();
  await sql`create index payment_provider_events_payment on payment_provider_events (provider_payment_id, created)`.execute(
    db,
  );
  await sql`create index payment_provider_events_invoice on payment_provider_events (invoice_number, created)`.execute(
    db,
  );

  await db.schema
    .createTable('payment_reminders')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoices.id').onDelete('cascade'))
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_reminders').execute();
  await db.schema.dropTable('payment_provider_events').execute();
}
