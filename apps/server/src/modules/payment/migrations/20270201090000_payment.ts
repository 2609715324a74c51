import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/connect.ts';

/*
 * Invoices, their lines, payments and refunds (modules/payment), the one row holding the next
 * invoice number and the family discount rule, and the Idempotency-Keys of money writes. Invoices
 * and payments are kept when a person is erased (they point at the pseudonym): no cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  const user = 'users.id';
  await db.schema
    .createTable('payment_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('next_invoice', 'integer', (c) => c.notNull())
    .addColumn('family_percent', 'integer')
    .addColumn('family_from_child', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into payment_settings (id, next_invoice, family_percent, family_from_child) values (1, 1, null, 2)`.execute(
    db,
  );

  await db.schema
    .createTable('invoices')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references(user))
    .addColumn('payer_id', 'integer', (c) => c.notNull().references(user))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
    .addColumn('discount_kind', 'text')
    .addColumn('discount_value', 'bigint')
    .addColumn('discount_reason', 'text')
    .addColumn('discount_minor', 'bigint', (c) => c.notNull())
    .addColumn('family_percent', 'integer')
    .addColumn('family_key', 'text')
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('paid_minor', 'bigint', (c) => c.notNull())
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull())
    .addColumn('voided_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.references(user).onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index invoices_subscriber on invoices (subscriber_id, id)`.execute(db);
  await sql`create index invoices_payer on invoices (payer_id, id)`.execute(db);
  await sql`create index invoices_family on invoices (payer_id, family_key)`.execute(db);

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer')
    .addColumn('period_start', 'text')
    .addColumn('event_id', 'integer')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_minor', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index invoice_lines_invoice on invoice_lines (invoice_id, id)`.execute(db);

  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references(user).onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index invoice_payments_invoice on invoice_payments (invoice_id, id)`.execute(db);

  await db.schema
    .createTable('invoice_refunds')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('payment_id', 'integer', (c) => c.references('invoice_payments.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references(user).onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index invoice_refunds_invoice on invoice_refunds (invoice_id, id)`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('actor_id', 'integer', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['actor_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'invoice_refunds',
    'invoice_payments',
    'invoice_lines',
    'invoices',
    'payment_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
