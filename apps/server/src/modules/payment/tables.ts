/*
 * The payment area's tables (migrations/20270201090000_payment.ts), joined to the Database type by
 * declaration merging. Money is integer minor units of the invoice's currency.
 */
import type { Generated } from 'kysely';
import type { InvoiceLineKind, PaymentMethod, WebhookEventType } from '@fieldhouse/contract';

/** One row (id 1): the next invoice number, and the family discount rule. */
export interface PaymentSettingsTable {
  id: number;
  /** The number the next invoice takes; raised in the issuing transaction, so none is skipped or repeated. */
  next_invoice: number;
  /** Percent off, or null when the family discount is off. */
  family_percent: number | null;
  /** The family discount applies from this child of one parent (2: the second and further). */
  family_from_child: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  /** INV-000001, … */
  number: string;
  /** Whom it is for. */
  subscriber_id: number;
  /** Who pays: the subscriber, or a child's family parent. */
  payer_id: number;
  origin: 'staff' | 'event';
  currency: string;
  issued_on: string;
  due_on: string;
  subtotal_minor: number;
  discount_kind: 'amount' | 'percent' | null;
  discount_value: number | null;
  discount_reason: string | null;
  /** Staff's discount and the family discount, together. */
  discount_minor: number;
  family_percent: number | null;
  /** `event:<id>` or `plan:<id>:<period start>`: what the family discount counts children by. */
  family_key: string | null;
  total_minor: number;
  /** Kept with the payments and refunds, in their transactions. */
  paid_minor: number;
  refunded_minor: number;
  voided_at: number | null;
  created_by: number | null;
  created_at: number;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  kind: InvoiceLineKind;
  description: string;
  plan_id: number | null;
  period_start: string | null;
  event_id: number | null;
  quantity: number;
  unit_minor: number;
  amount_minor: number;
}

export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  method: PaymentMethod;
  amount_minor: number;
  paid_on: string;
  note: string;
  /** The provider's id of a webhook payment (unique), else null. */
  provider_payment_id: string | null;
  /** Kept with its refunds: never more than `amount_minor`. */
  refunded_minor: number;
  recorded_by: number | null;
  created_at: number;
}

export interface InvoiceRefundsTable {
  id: Generated<number>;
  invoice_id: number;
  payment_id: number | null;
  amount_minor: number;
  /** Staff's reason; '' for the provider's refunds, worded in the reader's language instead. */
  reason: string;
  recorded_by: number | null;
  /** 1: given through the payment provider (its webhook), not by staff. */
  by_provider: Generated<number>;
  created_at: number;
}

/** A money write's Idempotency-Key: one per caller and key, with the first answer once it committed. */
export interface IdempotencyKeysTable {
  actor_id: number;
  key: string;
  endpoint: string;
  body_hash: string;
  /** The first answer, as JSON. */
  response: string;
  created_at: number;
}

declare module '../../db/database.ts' {
  interface Database {
    payment_settings: PaymentSettingsTable;
    invoices: InvoicesTable;
    invoice_lines: InvoiceLinesTable;
    invoice_payments: InvoicePaymentsTable;
    invoice_refunds: InvoiceRefundsTable;
    idempotency_keys: IdempotencyKeysTable;
  }
}

/*
 * The provider's webhook events and the overdue reminders (migrations/20270202090000_payment_provider.ts).
 */

/**
 * What became of an event: `applied` (its money or its failure recorded), `waiting` (a refund whose
 * payment has not arrived: applied when it does), or why it moved nothing (`duplicate` payment id,
 * `unknown-invoice`, `currency-mismatch`, `invoice-void`, `invoice-mismatch`, `exceeds-paid`).
 */
export type ProviderOutcome =
  | 'applied'
  | 'waiting'
  | 'duplicate'
  | 'unknown-invoice'
  | 'currency-mismatch'
  | 'invoice-void'
  | 'invoice-mismatch'
  | 'exceeds-paid';

export interface PaymentProviderEventsTable {
  /** The provider's event id: a replay finds it. */
  id: string;
  type: WebhookEventType;
  /** The provider's time, unix seconds: events of one payment apply in this order. */
  created: number;
  invoice_number: string;
  amount_minor: number;
  currency: string;
  provider_payment_id: string;
  received_at: number;
  outcome: ProviderOutcome | null;
  /** Null until its job (or, for a waiting refund, its payment's) has dealt with it. */
  applied_at: number | null;
}

/** The last overdue reminder of an invoice: one statement claims the next, so no two go in a week. */
export interface PaymentRemindersTable {
  invoice_id: number;
  last_sent_at: number;
  sent_count: number;
}

declare module '../../db/database.ts' {
  interface Database {
    payment_provider_events: PaymentProviderEventsTable;
    payment_reminders: PaymentRemindersTable;
  }
}
