import { z } from 'zod';
import { daySchema, ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * Staff's figures of the payment area: who owes what (the balances), and the money that came in
 * (revenue), which the KPI area reads too. Amounts are minor units of the currency named beside them.
 */

export const BALANCE_SORTS = ['balance', '-balance', 'name', '-name', 'oldestDue', '-oldestDue'] as const;
export type BalanceSort = (typeof BALANCE_SORTS)[number];
export const BALANCE_PAGE_SIZE = 25;
/** The longest span the revenue figures cover in one answer. */
export const REVENUE_MAX_DAYS = 366;
export const REVENUE_GROUPINGS = ['day', 'plan', 'event'] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];

const day = daySchema();
const currency = z.string().regex(/^[A-Z]{3}$/, 'NOT_VALID' satisfies FieldCode);

/**
 * `GET /payment/balances`: each payer with something left to pay in one currency (by default the
 * organisation's), `balance` largest first unless asked; `-` reverses an order.
 */
export const balanceQuerySchema = z.strictObject({
  sort: z.enum(BALANCE_SORTS, { message: 'NOT_VALID' satisfies FieldCode }).default('-balance'),
  currency: currency.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(BALANCE_PAGE_SIZE),
});
export type BalanceQuery = z.input<typeof balanceQuerySchema>;

export const balanceRowSchema = z.object({
  /** The payer: the subscriber, or the parent who pays for a child. */
  payer: z.object({ subscriberID: z.string(), full_name: z.string() }),
  currency: z.string(),
  /** What is left to pay on their invoices that are not void. */
  balanceMinor: z.number().int(),
  /** Of it, what is past its due day (the organisation's time zone). */
  overdueMinor: z.number().int(),
  /** Invoices with something left to pay. */
  invoices: z.number().int(),
  /** The earliest due day among them, YYYY-MM-DD. */
  oldestDueOn: z.string(),
});
export type BalanceRow = z.infer<typeof balanceRowSchema>;

export const balanceResponseSchema = ok({
  items: z.array(balanceRowSchema),
  nextCursor: z.string().nullable(),
  currency: z.string(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** The balances export: every row of the list in the same order, no cursor. */
export const balanceExportQuerySchema = balanceQuerySchema.pick({ sort: true, currency: true });

/**
 * `GET /payment/revenue`: money received from `from` to `to` (days, inclusive, the organisation's
 * time zone), by the day it was paid, or by plan or event: an invoice's net takings are shared
 * among its lines in proportion to their amounts (most invoices have one line).
 */
export const revenueQuerySchema = z
  .strictObject({
    from: day,
    to: day,
    by: z.enum(REVENUE_GROUPINGS, { message: 'NOT_VALID' satisfies FieldCode }).default('day'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'OUT_OF_RANGE' satisfies FieldCode })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REVENUE_MAX_DAYS, {
    path: ['to'],
    message: 'OUT_OF_RANGE' satisfies FieldCode,
  });
export type RevenueQuery = z.input<typeof revenueQuerySchema>;

export const revenueRowSchema = z.object({
  /** The day (YYYY-MM-DD), the plan's or event's id as text, or `other` for one-off items. */
  key: z.string(),
  /** The plan's or event's name, the day again, or '' for one-off items. */
  label: z.string(),
  currency: z.string(),
  /** Payments taken (the desk's and the provider's). */
  paidMinor: z.number().int(),
  /** Refunds given. */
  refundedMinor: z.number().int(),
  /** Paid less refunded. */
  netMinor: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueResponseSchema = ok({
  by: z.enum(REVENUE_GROUPINGS),
  rows: z.array(revenueRowSchema),
  /** Each currency's sums over the rows. */
  totals: z.array(
    revenueRowSchema.pick({ currency: true, paidMinor: true, refundedMinor: true, netMinor: true }),
  ),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

const tag = 'payment';
const view = { access: { action: 'payment.view' }, tag } as const;

/** Balances and revenue (staff). */
export const paymentFigureEndpoints = defineEndpoints({
  'GET /payment/balances': {
    ...view,
    summary: 'What each payer owes, a page at a time (keyset cursor), sortable',
    description:
      'Sort by `balance`, `name` or `oldestDue` (`-` reverses). One currency per list: the ' +
      'organisation’s unless `currency` names another its invoices carry.',
    query: balanceQuerySchema,
    response: balanceResponseSchema,
  },
  'GET /payment/balances.csv': {
    ...view,
    summary: 'The balances as a CSV file (UTF-8 with a byte-order mark), in the list’s order',
    description: 'The answer is `text/csv`, worded in the caller’s language, with `x-export-rows`.',
    query: balanceExportQuerySchema,
    response: ok({}),
  },
  'GET /payment/revenue': {
    ...view,
    summary: 'Money received in a span of days, by day, plan or event',
    description:
      'Payments by the day they were paid and refunds by the day they were given, in the ' +
      `organisation’s time zone; at most ${REVENUE_MAX_DAYS} days.`,
    query: revenueQuerySchema,
    response: revenueResponseSchema,
  },
});
