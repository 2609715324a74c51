import { sql, type Kysely } from 'kysely';

/*
 * The indexes the invoice list's keyset sorts read (by due day, by balance as the list shows it),
 * the one the hourly clean-up deletes old Idempotency-Keys by, and a refund's mark that the payment
 * provider gave it (its reason is then worded in the reader's language, not stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index invoices_due on invoices (due_on, id)`.execute(db);
  // The expression of invoices.repository.ts `SORT_EXPRESSION.balance`, word for word.
  await sql`create index invoices_balance on invoices ((case when voided_at is null then (total_minor - paid_minor + refunded_minor) else 0 end), id)`.execute(
    db,
  );
  await sql`create index idempotency_keys_created on idempotency_keys (created_at)`.execute(db);
  await db.schema
    .alterTable('invoice_refunds')
    .addColumn('by_provider', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The provider's refunds so far carried an English reason and no member of staff.
  await sql`update invoice_refunds set by_provider = 1, reason = '' where recorded_by is null and reason = 'Refunded through the payment provider'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update invoice_refunds set reason = 'Refunded through the payment provider' where by_provider = 1`.execute(
    db,
  );
  await db.schema.alterTable('invoice_refunds').dropColumn('by_provider').execute();
  await sql`drop index idempotency_keys_created`.execute(db);
  await sql`drop index invoices_balance`.execute(db);
  await sql`drop index invoices_due`.execute(db);
}
