/* The payment area's fixed lists and limits, apart from its schemas (payment.ts). */

/**
 * Derived, never stored: `void` once voided; `paid` when nothing is left to pay; `overdue` past its
 * due day (the organisation's time zone) with something left; `part-paid` when some was paid;
 * otherwise `open`.
 */
export const INVOICE_STATUSES = ['open', 'part-paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a line charges for: a plan's period, an event's fee, or a one-off item. */
export const INVOICE_LINE_KINDS = ['plan', 'event', 'item'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
/** How a payment came: the three staff take at the desk, and `provider` (the signed webhook). */
export const PAYMENT_METHODS = ['cash', 'transfer', 'card', 'provider'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DESK_PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
/** Where an invoice came from: staff, or registering for a paid event (a place from the waitlist too). */
export const INVOICE_ORIGINS = ['staff', 'event'] as const;

export const INVOICE_NUMBER_PATTERN = /^INV-\d{6,}$/;
/** The number the organisation's n-th invoice carries: INV-000001, INV-000002, … */
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;
export const INVOICE_LINES_MAX = 50;
export const INVOICE_TEXT_MAX = 200;
export const PAYMENT_NOTE_MAX = 500;
export const INVOICE_PAGE_SIZE = 25;
/** The header every money write accepts: the same key with the same body answers the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;
/**
 * A kept answer to an Idempotency-Key stays this long (the hourly `cleanup` job removes it after):
 * a retry within it answers the first result; the same key after it is a new request.
 */
export const IDEMPOTENCY_KEEP_HOURS = 24;
