import { sql, type SqlBool } from 'kysely';
import type { InvoiceSort, InvoiceStatus } from '@fieldhouse/contract';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';
import type { Boundary } from '../../platform/cursor.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';
import type { InvoiceLinesTable, InvoicesTable } from './tables.ts';

/* Invoices and their lines, the invoice counter and the family discount rule. */

export type NewInvoice = Omit<InvoicesTable, 'id' | 'number' | 'paid_minor' | 'refunded_minor' | 'voided_at'>;
export type NewLine = Omit<InvoiceLinesTable, 'id' | 'invoice_id'>;

/**
 * Takes the next invoice number: the counter row is raised in the caller's transaction, so its
 * lock holds every other issuer (any process) until this one commits or rolls back — no gap, no
 * duplicate.
 */
export async function takeInvoiceNumber(trx: DbOrTrx): Promise<number> {
  const row = await trx
    .updateTable('payment_settings')
    .set((eb) => ({ next_invoice: eb('next_invoice', '+', 1) }))
    .where('id', '=', 1)
    .returning('next_invoice')
    .executeTakeFirstOrThrow();
  return Number(row.next_invoice) - 1;
}

export const paymentSettings = (db: DbOrTrx) =>
  db.selectFrom('payment_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

export async function setFamilyDiscount(db: DbOrTrx, rule: { percent: number | null; fromChild: number }) {
  await db
    .updateTable('payment_settings')
    .set({ family_percent: rule.percent, family_from_child: rule.fromChild })
    .where('id', '=', 1)
    .execute();
}

export async function insertInvoice(
  trx: DbOrTrx,
  invoice: NewInvoice & { number: string },
  lines: NewLine[],
) {
  const { id } = await trx
    .insertInto('invoices')
    .values({ ...invoice, paid_minor: 0, refunded_minor: 0, voided_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_lines')
    .values(lines.map((line) => ({ ...line, invoice_id: id })))
    .execute();
  return id;
}

/** The other children of `payerId` with a standing (not void) invoice for the same plan period or event. */
export async function siblingsInvoiced(trx: DbOrTrx, payerId: number, familyKey: string, childId: number) {
  const rows = await trx
    .selectFrom('invoices')
    .select('subscriber_id')
    .distinct()
    .where('payer_id', '=', payerId)
    .where('family_key', '=', familyKey)
    .where('voided_at', 'is', null)
    .where('subscriber_id', '!=', childId)
    .where('subscriber_id', '!=', payerId)
    .execute();
  return rows.length;
}

/** A child's first family parent (the registration's approval, or staff), or undefined. */
export function firstFamilyParent(db: DbOrTrx, childId: number) {
  return db
    .selectFrom('relations')
    .select('from_user_id as id')
    .where('to_user_id', '=', childId)
    .where('kind', '=', 'parent')
    .where('status', '=', 'accepted')
    .where('origin', 'in', FAMILY_ORIGINS)
    .orderBy('id')
    .executeTakeFirst();
}

/** What the names of a plan and an event are, to word their lines; undefined when there is none. */
export const findPlan = (db: DbOrTrx, id: number) =>
  db.selectFrom('plans').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
export const findEventForFee = (db: DbOrTrx, id: number) =>
  db
    .selectFrom('events')
    .select(['id', 'title', 'fee_minor', 'starts_at'])
    .where('id', '=', id)
    .executeTakeFirst();

function invoiceQuery(db: DbOrTrx) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('users as s', 's.id', 'i.subscriber_id')
    .innerJoin('users as p', 'p.id', 'i.payer_id')
    .selectAll('i')
    .select([
      's.public_id as subscriber_public_id',
      's.full_name as subscriber_name',
      'p.public_id as payer_public_id',
      'p.full_name as payer_name',
    ]);
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

export const findInvoice = (db: DbOrTrx, number: string) =>
  invoiceQuery(db).where('i.number', '=', number).executeTakeFirst();

/** Locks an invoice's row for a change of its money (PostgreSQL; SQLite runs one writer at a time). */
export async function lockInvoice(trx: DbOrTrx, number: string): Promise<number | undefined> {
  const query = trx.selectFrom('invoices').select('id').where('number', '=', number);
  const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  return row?.id;
}

const balance = sql`(i.total_minor - i.paid_minor + i.refunded_minor)`;

/** The SQL condition of a derived status, on the organisation's `today`. */
function statusIs(status: InvoiceStatus, today: string) {
  const live = sql`i.voided_at is null`;
  switch (status) {
    case 'void':
      return sql<SqlBool>`i.voided_at is not null`;
    case 'paid':
      return sql<SqlBool>`${live} and ${balance} <= 0`;
    case 'overdue':
      return sql<SqlBool>`${live} and ${balance} > 0 and i.due_on < ${today}`;
    case 'part-paid':
      return sql<SqlBool>`${live} and ${balance} > 0 and i.due_on >= ${today} and i.paid_minor > i.refunded_minor`;
    case 'open':
      return sql<SqlBool>`${live} and ${balance} > 0 and i.due_on >= ${today} and i.paid_minor <= i.refunded_minor`;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type InvoiceFilter = {
  status?: InvoiceStatus | undefined;
  /** For or paid by this person. */
  personId?: number | undefined;
  q?: string | undefined;
  today: string;
};

/** What each order of the list compares; the id breaks ties (and is the number's order). */
const SORT_EXPRESSION = {
  number: sql<number>`i.id`,
  due: sql<string>`i.due_on`,
  // As the list shows it (invoice-view.ts `balanceOf`): a void invoice owes nothing.
  balance: sql<number>`(case when i.voided_at is null then ${balance} else 0 end)`,
} as const;

/** The key a sort orders by, and whether it runs downwards. */
export function invoiceSortOf(sort: InvoiceSort) {
  const desc = sort.startsWith('-');
  const key = (desc ? sort.slice(1) : sort) as keyof typeof SORT_EXPRESSION;
  return { key, desc };
}

/**
 * Invoices in the sort's order, after the boundary, one more than asked. Each order reads an index
 * of its own (invoices_due, invoices_balance: migrations/20270210090000_payment_sorts.ts).
 */
export function invoicePageQuery(
  db: DbOrTrx,
  filter: InvoiceFilter,
  page: { sort: InvoiceSort; after: Boundary | null; limit: number },
) {
  const { status, personId, q, today } = filter;
  const { after, limit } = page;
  const { key, desc } = invoiceSortOf(page.sort);
  const column = SORT_EXPRESSION[key];
  const past = sql.raw(desc ? '<' : '>');
  const direction = sql.raw(desc ? 'desc' : 'asc');
  const like = q ? `%${escapeLike(q.toLowerCase())}%` : '';
  return invoiceQuery(db)
    .$if(status !== undefined, (b) => b.where(statusIs(status!, today)))
    .$if(personId !== undefined, (b) =>
      b.where((eb) => eb.or([eb('i.subscriber_id', '=', personId!), eb('i.payer_id', '=', personId!)])),
    )
    .$if(Boolean(q), (b) =>
      b.where(
        sql<SqlBool>`(lower(i.number) like ${like} escape '\\' or lower(s.full_name) like ${like} escape '\\' or lower(p.full_name) like ${like} escape '\\')`,
      ),
    )
    .$if(after !== null, (b) =>
      b.where(
        sql<SqlBool>`(${column} ${past} ${after!.value} or (${column} = ${after!.value} and i.id ${past} ${after!.id}))`,
      ),
    )
    .orderBy(sql`${column} ${direction}`)
    .orderBy(sql`i.id ${direction}`)
    .limit(limit + 1);
}
export const invoicePage = (...args: Parameters<typeof invoicePageQuery>) =>
  invoicePageQuery(...args).execute();

/** Every invoice for or paid by these people, newest first. */
export function invoicesOf(db: DbOrTrx, personIds: number[]) {
  return invoiceQuery(db)
    .where((eb) => eb.or([eb('i.subscriber_id', 'in', personIds), eb('i.payer_id', 'in', personIds)]))
    .orderBy('i.id', 'desc')
    .execute();
}

export const linesOf = (db: DbOrTrx, invoiceIds: number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('id')
        .execute();

export async function voidInvoice(trx: DbOrTrx, id: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('invoices')
    .set({ voided_at: now })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .where('paid_minor', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the person has a standing (not void) invoice for the event's fee. */
export async function hasEventInvoice(db: DbOrTrx, userId: number, eventId: number) {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('subscriber_id', '=', userId)
    .where('family_key', '=', `event:${eventId}`)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
