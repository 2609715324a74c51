import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/*
 * The KPI figures counted live, between two instants (ms, end excluded) or days: each reads a
 * period's rows through an index on its time (migrations/20270218090000_kpi_rollup.ts), the
 * events' places through event_registrations_queue (event, status).
 */

/**
 * The places held for events starting in the span (registered, attended, absent), counted per
 * event and state: a few rows, read through event_registrations_queue (event, status).
 */
export const attendanceIn = (db: DbOrTrx, start: number, end: number) =>
  db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select((eb) => ['e.starts_at', 'r.status', eb.fn.countAll<number>().as('n')])
    .where('e.starts_at', '>=', start)
    .where('e.starts_at', '<', end)
    .where('e.status', '!=', 'cancelled')
    .where('r.status', 'in', ['registered', 'attended', 'absent'])
    .groupBy(['e.id', 'e.starts_at', 'r.status'])
    .execute();

/** Payments taken on days `from`..`to` on invoices in `currency`. */
export const paymentsOn = (db: DbOrTrx, currency: string, from: string, to: string) =>
  db
    .selectFrom('invoice_payments as m')
    .innerJoin('invoices as i', 'i.id', 'm.invoice_id')
    .select(['m.paid_on', 'm.amount_minor'])
    .where('m.paid_on', '>=', from)
    .where('m.paid_on', '<=', to)
    .where('i.currency', '=', currency)
    .execute();

/** Refunds given in the span on invoices in `currency`. */
export const refundsIn = (db: DbOrTrx, currency: string, start: number, end: number) =>
  db
    .selectFrom('invoice_refunds as f')
    .innerJoin('invoices as i', 'i.id', 'f.invoice_id')
    .select(['f.created_at', 'f.amount_minor'])
    .where('f.created_at', '>=', start)
    .where('f.created_at', '<', end)
    .where('i.currency', '=', currency)
    .execute();

/** Invoices in `currency` issued on days `from`..`to` and not voided, with what they still wait for. */
export const issuedOn = (db: DbOrTrx, currency: string, from: string, to: string) =>
  db
    .selectFrom('invoices')
    .select(['issued_on', sql<number>`total_minor - paid_minor + refunded_minor`.as('due')])
    .where('issued_on', '>=', from)
    .where('issued_on', '<=', to)
    .where('currency', '=', currency)
    .where('voided_at', 'is', null)
    .execute();
