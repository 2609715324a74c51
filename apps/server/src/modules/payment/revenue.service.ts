import { dayInZone, fromLocalInput, type RevenueGrouping, type RevenueRow } from '@fieldhouse/contract';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './figures.repository.ts';

/*
 * Revenue over a span of days (what the KPI area reads): payments by the day they were paid,
 * refunds by the day they were given on the organisation's clock, or both by plan or event.
 */

/** The day after a calendar day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** When a calendar day starts on the organisation's clock. */
const startOf = (day: string, zone: string) =>
  Date.parse(fromLocalInput(`${day}T00:00`, zone) ?? `${day}T00:00:00Z`);

type Lines = Awaited<ReturnType<typeof repo.linesWithNames>>;
type Sum = Pick<RevenueRow, 'key' | 'label' | 'currency' | 'paidMinor' | 'refundedMinor'>;

/**
 * An invoice's money shared among its lines by their amounts (floored; what is left goes to the
 * largest), each share under the line's plan or event, or `other`.
 */
function shares(lines: Lines, amount: number, by: 'plan' | 'event') {
  const keyed = lines.map((l) => {
    const id = by === 'plan' ? l.plan_id : l.event_id;
    const label = by === 'plan' ? l.plan_name : l.event_title;
    return id === null
      ? { key: 'other', label: '', weight: l.amount_minor }
      : { key: String(id), label: label ?? '', weight: l.amount_minor };
  });
  const total = keyed.reduce((sum, l) => sum + l.weight, 0);
  if (total <= 0) return [{ key: 'other', label: '', amount }];
  const out = keyed.map((l) => ({
    key: l.key,
    label: l.label,
    amount: Math.floor((amount * l.weight) / total),
  }));
  const largest = keyed.reduce((best, l, i) => (l.weight > keyed[best]!.weight ? i : best), 0);
  out[largest]!.amount += amount - out.reduce((sum, s) => sum + s.amount, 0);
  return out;
}

const IN_CHUNK = 500;

async function linesOf(deps: Deps, invoiceIds: number[]) {
  const ids = [...new Set(invoiceIds)];
  const byInvoice = new Map<number, Lines>();
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    for (const line of await repo.linesWithNames(deps.db, ids.slice(i, i + IN_CHUNK))) {
      byInvoice.set(line.invoice_id, [...(byInvoice.get(line.invoice_id) ?? []), line]);
    }
  }
  return byInvoice;
}

/** `GET /payment/revenue`. */
export async function revenue(deps: Deps, query: { from: string; to: string; by: RevenueGrouping }) {
  const { timeZone } = await organisationSettings(deps);
  const [payments, refunds] = await Promise.all([
    repo.paymentsIn(deps.db, query.from, query.to),
    repo.refundsIn(deps.db, startOf(query.from, timeZone), startOf(nextDay(query.to), timeZone)),
  ]);
  const sums = new Map<string, Sum>();
  const add = (key: string, label: string, currency: string, paid: number, refunded: number) => {
    const id = `${currency} ${key}`;
    const sum = sums.get(id) ?? { key, label, currency, paidMinor: 0, refundedMinor: 0 };
    sum.paidMinor += paid;
    sum.refundedMinor += refunded;
    sums.set(id, sum);
  };
  if (query.by === 'day') {
    for (const p of payments) add(p.paid_on, p.paid_on, p.currency, p.amount_minor, 0);
    for (const r of refunds) {
      const day = dayInZone(r.created_at, timeZone);
      add(day, day, r.currency, 0, r.amount_minor);
    }
  } else {
    const lines = await linesOf(
      deps,
      [...payments, ...refunds].map((m) => m.invoice_id),
    );
    const by = query.by;
    for (const p of payments) {
      for (const s of shares(lines.get(p.invoice_id) ?? [], p.amount_minor, by))
        add(s.key, s.label, p.currency, s.amount, 0);
    }
    for (const r of refunds) {
      for (const s of shares(lines.get(r.invoice_id) ?? [], r.amount_minor, by))
        add(s.key, s.label, r.currency, 0, s.amount);
    }
  }
  const rows = [...sums.values()]
    .map((s) => ({ ...s, netMinor: s.paidMinor - s.refundedMinor }))
    .sort((a, b) =>
      a.currency === b.currency ? compareKeys(a.key, b.key, query.by) : a.currency < b.currency ? -1 : 1,
    );
  const totals = new Map<
    string,
    { currency: string; paidMinor: number; refundedMinor: number; netMinor: number }
  >();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      paidMinor: 0,
      refundedMinor: 0,
      netMinor: 0,
    };
    total.paidMinor += row.paidMinor;
    total.refundedMinor += row.refundedMinor;
    total.netMinor += row.netMinor;
    totals.set(row.currency, total);
  }
  return { by: query.by, rows, totals: [...totals.values()] };
}

/** Days in order; plans and events by id, `other` last. */
function compareKeys(a: string, b: string, by: RevenueGrouping) {
  if (by === 'day') return a < b ? -1 : a > b ? 1 : 0;
  if (a === 'other' || b === 'other') return a === b ? 0 : a === 'other' ? 1 : -1;
  return Number(a) - Number(b);
}
