import { z } from 'zod';
import { MAX_INTEGER, daySchema, ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';
import {
  DESK_PAYMENT_METHODS,
  DISCOUNT_KINDS,
  INVOICE_LINES_MAX,
  INVOICE_LINE_KINDS,
  INVOICE_NUMBER_PATTERN,
  INVOICE_ORIGINS,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUSES,
  INVOICE_TEXT_MAX,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
} from './constants.ts';

export * from './constants.ts';

/*
 * Invoices, the payments staff take at the desk and the refunds they give (the `payment` area),
 * and a family's view of what they owe and paid (`/profile/payments`).
 *
 * Money is an integer count of the currency's minor units (cents, fils) beside its ISO 4217 code,
 * never a fraction: an invoice carries the organisation's currency at the time it was issued.
 */

const day = daySchema();
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'MISSING' satisfies FieldCode)
    .max(max, 'TOO_LONG' satisfies FieldCode);
/** An amount of money in minor units that moves: more than nothing. */
const amountMinor = z
  .number()
  .int('NOT_VALID' satisfies FieldCode)
  .positive('OUT_OF_RANGE' satisfies FieldCode)
  .max(1_000_000_000, 'OUT_OF_RANGE' satisfies FieldCode);
const rowId = z.number().int().positive().max(MAX_INTEGER);
/** A whole percent, 1 to 100. */
const percent = z
  .number()
  .int('NOT_VALID' satisfies FieldCode)
  .min(1, 'OUT_OF_RANGE' satisfies FieldCode)
  .max(100, 'OUT_OF_RANGE' satisfies FieldCode);

const lineBase = {
  description: text(INVOICE_TEXT_MAX),
  quantity: z
    .number()
    .int('NOT_VALID' satisfies FieldCode)
    .min(1, 'OUT_OF_RANGE' satisfies FieldCode)
    .max(1000, 'OUT_OF_RANGE' satisfies FieldCode),
  /** The price of one, in minor units (0 for something given free). */
  unitMinor: z
    .number()
    .int('NOT_VALID' satisfies FieldCode)
    .min(0, 'OUT_OF_RANGE' satisfies FieldCode)
    .max(1_000_000_000, 'OUT_OF_RANGE' satisfies FieldCode),
};
/** A line of an invoice being issued; a plan line names the first day of the period it bills. */
export const invoiceLineInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('plan'), planId: rowId, periodStart: day, ...lineBase }),
  z.strictObject({ kind: z.literal('event'), eventId: rowId, ...lineBase }),
  z.strictObject({ kind: z.literal('item'), ...lineBase }),
]);
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

export const discountSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('amount'), value: amountMinor, reason: text(INVOICE_TEXT_MAX) }),
  z.strictObject({
    kind: z.literal('percent'),
    value: percent,
    reason: text(INVOICE_TEXT_MAX),
  }),
]);
export type Discount = z.infer<typeof discountSchema>;

/**
 * `POST /payment/invoices`: issue to a subscriber; for a child the invoice is addressed to their
 * parent (the payer). A discount above the lines' total is refused (`fields.discount`).
 */
export const invoiceIssueSchema = z.strictObject({
  subscriberID: z
    .string()
    .min(1, 'MISSING' satisfies FieldCode)
    .max(64),
  lines: z
    .array(invoiceLineInputSchema)
    .min(1, 'MISSING' satisfies FieldCode)
    .max(INVOICE_LINES_MAX, 'TOO_LONG' satisfies FieldCode),
  dueOn: day,
  discount: discountSchema.optional(),
});
export type InvoiceIssue = z.input<typeof invoiceIssueSchema>;

export const invoiceParamsSchema = z.strictObject({
  number: z.string().regex(INVOICE_NUMBER_PATTERN, 'NOT_VALID' satisfies FieldCode),
});

/**
 * The orders of the invoice list: by number (the order they were issued), due day or balance;
 * `-` reverses. Newest first unless asked.
 */
export const INVOICE_SORTS = ['-number', 'number', 'due', '-due', 'balance', '-balance'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const invoiceListQuerySchema = z.strictObject({
  status: z.enum(INVOICE_STATUSES).optional(),
  /** One subscriber's invoices: those for them and those they pay (a parent). */
  subscriberID: z.string().min(1).max(64).optional(),
  /** Part of the number, the subscriber's or the payer's name. */
  q: z.string().trim().max(80).optional(),
  sort: z.enum(INVOICE_SORTS, { message: 'NOT_VALID' satisfies FieldCode }).default('-number'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INVOICE_PAGE_SIZE),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

const personRef = z.object({ subscriberID: z.string(), full_name: z.string() });

/** The sums of an invoice, all in its currency's minor units. */
export const invoiceTotalsSchema = z.object({
  /** The lines' sum before the discounts. */
  subtotalMinor: z.number().int(),
  /** Staff's discount and the family discount together. */
  discountMinor: z.number().int(),
  totalMinor: z.number().int(),
  /** Payments taken, refunds not deducted. */
  paidMinor: z.number().int(),
  refundedMinor: z.number().int(),
  /** What is left to pay: total − paid + refunded (0 once void). */
  balanceMinor: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceSummarySchema = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  /** Days, YYYY-MM-DD. */
  issuedOn: z.string(),
  dueOn: z.string(),
  /** Whom it is for. */
  subscriber: personRef,
  /** Who pays: the subscriber, or their parent for a child. */
  payer: personRef,
  origin: z.enum(INVOICE_ORIGINS),
  totals: invoiceTotalsSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListResponseSchema = ok({
  items: z.array(invoiceSummarySchema),
  nextCursor: z.string().nullable(),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  planId: z.number().int().nullable(),
  periodStart: z.string().nullable(),
  eventId: z.number().int().nullable(),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  amountMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amountMinor: z.number().int(),
  paidOn: z.string(),
  note: z.string(),
  /** The provider's id of a payment by the webhook, else null. */
  providerPaymentId: z.string().nullable(),
  /** ISO 8601, UTC. */
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  /** The payment refunded, or null for an amount against the invoice. */
  paymentId: z.number().int().nullable(),
  amountMinor: z.number().int(),
  /** Staff's reason; '' when `byProvider`, whose reason the reader's words give (PAYMENT_RECORD_WORDS). */
  reason: z.string(),
  /** Given through the payment provider (its webhook), not by staff. */
  byProvider: z.boolean(),
  recordedAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  /** Staff's discount, if any, as given. */
  discount: z
    .object({ kind: z.enum(DISCOUNT_KINDS), value: z.number().int(), reason: z.string() })
    .nullable(),
  /** The family discount's percent applied at issue, or null. */
  familyDiscountPercent: z.number().int().nullable(),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  /** ISO 8601, UTC; null unless void. */
  voidedAt: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
export const invoiceResponseSchema = ok({ invoice: invoiceDetailSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** `POST /payment/invoices/:number/payments`: a part or the whole of the balance, never more (409). */
export const paymentRequestSchema = z.strictObject({
  method: z.enum(DESK_PAYMENT_METHODS, { message: 'NOT_VALID' satisfies FieldCode }),
  amountMinor,
  paidOn: day,
  note: z
    .string()
    .trim()
    .max(PAYMENT_NOTE_MAX, 'TOO_LONG' satisfies FieldCode)
    .default(''),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/**
 * `POST /payment/invoices/:number/refunds`: a payment whole (`paymentId`, or part of it with
 * `amountMinor` too) or an amount against the invoice; never more than was paid and not yet
 * refunded (409 REFUND_EXCEEDS_PAID).
 */
export const refundRequestSchema = z
  .strictObject({
    paymentId: rowId.optional(),
    amountMinor: amountMinor.optional(),
    reason: text(PAYMENT_NOTE_MAX),
  })
  .refine((r) => r.paymentId !== undefined || r.amountMinor !== undefined, {
    path: ['amountMinor'],
    message: 'MISSING' satisfies FieldCode,
  });
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** The family discount: off, or a percent off the `fromChild`-th and further children of one parent. */
export const familyDiscountSchema = z.discriminatedUnion('on', [
  z.strictObject({ on: z.literal(false) }),
  z.strictObject({
    on: z.literal(true),
    percent,
    fromChild: z
      .number()
      .int('NOT_VALID' satisfies FieldCode)
      .min(2, 'OUT_OF_RANGE' satisfies FieldCode)
      .max(10, 'OUT_OF_RANGE' satisfies FieldCode),
  }),
]);
export type FamilyDiscount = z.infer<typeof familyDiscountSchema>;
export const familyDiscountResponseSchema = ok({ familyDiscount: familyDiscountSchema });

/** `GET /profile/payments`: the caller's invoices and, for a parent, each linked child's. */
export const myPaymentsResponseSchema = ok({
  /** Newest first; each with its payments and refunds. */
  invoices: z.array(
    invoiceSummarySchema.extend({ payments: z.array(paymentSchema), refunds: z.array(refundSchema) }),
  ),
  /** What is due, and of it overdue, by currency (minor units). */
  due: z.array(
    z.object({ currency: z.string(), dueMinor: z.number().int(), overdueMinor: z.number().int() }),
  ),
});
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponseSchema>;

/** `GET /profile/invoices/:number`: one invoice to print, with what its page carries of the organisation. */
export const myInvoiceResponseSchema = ok({
  invoice: invoiceDetailSchema,
  organisation: z.object({
    name: z.string(),
    /** The logo's address under /media, or null. */
    logo: z.string().nullable(),
    address: z.string(),
    taxNumber: z.string(),
    /** The organisation's currency now; the invoice's own is `invoice.currency`. */
    currency: z.string(),
  }),
});
export type MyInvoiceResponse = z.infer<typeof myInvoiceResponseSchema>;
