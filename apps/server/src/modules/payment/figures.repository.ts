import { sql, type SqlBool } from 'kysely';
import type { BalanceSort } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Boundary } from '../../platform/cursor.ts';

/* The figures staff read: balances by payer, and the money that came in over a span. */

const balance = sql<number>`(i.total_minor - i.paid_minor + i.refunded_minor)`;

/** Each payer's invoices with something left to pay in one currency, summed (one row a payer). */
function balancesQuery(db: DbOrTrx, currency: string, today: string) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('users as p', 'p.id', 'i.payer_id')
    .select([
      'i.payer_id',
      'p.public_id',
      'p.full_name',
      sql<number>`cast(sum(${balance}) as bigint)`.as('balance_minor'),
      sql<number>`cast(sum(case when i.due_on < ${today} then ${balance} else 0 end) as bigint)`.as(
        'overdue_minor',
      ),
      sql<number>`count(*)`.as('invoices'),
      sql<string>`min(i.due_on)`.as('oldest_due_on'),
    ])
    .where('i.voided_at', 'is', null)
    .where('i.currency', '=', currency)
    .where(sql<SqlBool>`${balance} > 0`)
    .groupBy(['i.payer_id', 'p.public_id', 'p.full_name']);
}

const SORT_COLUMN = { balance: 'balance_minor', name: 'full_name', oldestDue: 'oldest_due_on' } as const;

/** The column a sort orders by, and whether it runs downwards. */
export function sortOf(sort: BalanceSort) {
  const desc = sort.startsWith('-');
  const key = (desc ? sort.slice(1) : sort) as keyof typeof SORT_COLUMN;
  return { column: SORT_COLUMN[key], desc, numeric: key === 'balance' };
}

/** One keyset page of balances (one row longer than `limit`), after `after` in the sort's order. */
export function balancePage(
  db: DbOrTrx,
  o: { currency: string; today: string; sort: BalanceSort; after: Boundary | null; limit: number },
) {
  const { column, desc } = sortOf(o.sort);
  const direction = desc ? 'desc' : 'asc';
  let query = db.selectFrom(balancesQuery(db, o.currency, o.today).as('b')).selectAll('b');
  if (o.after) {
    const { value, id } = o.after;
    const past = desc ? '<' : '>';
    query = query.where((eb) =>
      eb.or([
        eb(`b.${column}`, past, value),
        eb.and([eb(`b.${column}`, '=', value), eb('b.payer_id', past, id)]),
      ]),
    );
  }
  return query
    .orderBy(`b.${column}`, direction)
    .orderBy('b.payer_id', direction)
    .limit(o.limit + 1)
    .execute();
}
export type BalanceRow = Awaited<ReturnType<typeof balancePage>>[number];

export const balanceCount = async (db: DbOrTrx, currency: string, today: string) =>
  Number(
    (
      await db
        .selectFrom(balancesQuery(db, currency, today).as('b'))
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Payments taken on days `from`…`to`, with their invoice's currency. */
export const paymentsIn = (db: DbOrTrx, from: string, to: string) =>
  db
    .selectFrom('invoice_payments as m')
    .innerJoin('invoices as i', 'i.id', 'm.invoice_id')
    .select(['m.invoice_id', 'm.amount_minor', 'm.paid_on', 'i.currency'])
    .where('m.paid_on', '>=', from)
    .where('m.paid_on', '<=', to)
    .execute();

/** Refunds given from `fromMs` up to (not including) `toMs`, with their invoice's currency. */
export const refundsIn = (db: DbOrTrx, fromMs: number, toMs: number) =>
  db
    .selectFrom('invoice_refunds as r')
    .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
    .select(['r.invoice_id', 'r.amount_minor', 'r.created_at', 'i.currency'])
    .where('r.created_at', '>=', fromMs)
    .where('r.created_at', '<', toMs)
    .execute();

/** The lines of these invoices, with the name of each plan and the title of each event. */
export const linesWithNames = (db: DbOrTrx, invoiceIds: number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invoice_lines as l')
        .leftJoin('plans as pl', 'pl.id', 'l.plan_id')
        .leftJoin('events as e', 'e.id', 'l.event_id')
        .select([
          'l.invoice_id',
          'l.kind',
          'l.plan_id',
          'l.event_id',
          'l.amount_minor',
          'pl.name as plan_name',
          'e.title as event_title',
        ])
        .where('l.invoice_id', 'in', invoiceIds)
        .orderBy('l.id')
        .execute();
