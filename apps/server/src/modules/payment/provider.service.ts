import {
  auditTerm,
  dayInZone,
  PAYMENT_RECORD_WORDS,
  webhookEventSchema,
  type AuditAction,
  type AuditFacts,
  type WebhookEvent,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import * as invoices from './invoices.repository.ts';
import * as money from './money.repository.ts';
import * as repo from './provider.repository.ts';
import type { ProviderOutcome } from './tables.ts';

/*
 * The payment provider's events. The webhook stores each by its id and queues a job
 * (provider-event.job.ts); the job applies it under its invoice's lock. Events of one payment may
 * come in any order: a refund before its payment waits and is applied with the payment; a failure
 * moves no money, so a late one leaves a paid invoice paid.
 */

export const PROVIDER_EVENT_JOB = 'payment.provider-event';

const malformed = () =>
  new AppError(400, 'SIGNED_BODY_INVALID', 'The event is not of the form the webhook takes.');

/** Reads a signed body as an event, or 400 SIGNED_BODY_INVALID. */
export function parseEvent(raw: Buffer): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw malformed();
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw malformed();
  return parsed.data;
}

/** Stores the event and queues its job in one transaction; a stored id is a replay, ignored. */
export async function receiveEvent(deps: Deps, event: WebhookEvent) {
  const stored = await deps.db.transaction().execute(async (trx) => {
    const fresh = await repo.storeEvent(trx, {
      id: event.id,
      type: event.type,
      created: event.created,
      invoice_number: event.data.invoiceNumber,
      amount_minor: event.data.amount,
      currency: event.data.currency,
      provider_payment_id: event.data.providerPaymentId,
      received_at: Date.now(),
    });
    if (fresh) await deps.jobs.enqueue(PROVIDER_EVENT_JOB, { eventId: event.id }, { trx });
    return fresh;
  });
  return { received: true as const, duplicate: !stored };
}

type Event = repo.ProviderEventRow;
type Invoice = invoices.InvoiceRow;
type Step = { trx: DbOrTrx; invoice: Invoice; now: number; zone: string };

const subjectOf = (i: Invoice) => ({
  type: 'subscriber',
  id: i.subscriber_public_id,
  name: i.subscriber_name,
});

/** The system's own entry in the trail: no person did it. */
const record = (s: Step, action: AuditAction, facts: AuditFacts) =>
  audit(s.trx, { userId: null, menuId: null, ip: null, action, facts, object: subjectOf(s.invoice) });

async function applyRefund(s: Step, event: Event): Promise<ProviderOutcome> {
  const payment = await repo.providerPayment(s.trx, event.provider_payment_id);
  if (!payment) return 'waiting';
  if (payment.invoice_id !== s.invoice.id || event.invoice_number !== s.invoice.number) {
    return 'invoice-mismatch';
  }
  if (event.amount_minor > payment.amount_minor - payment.refunded_minor) return 'exceeds-paid';
  await money.insertRefund(s.trx, {
    invoice_id: s.invoice.id,
    payment_id: payment.id,
    amount_minor: event.amount_minor,
    // The provider sends none: each reader's words give it (PAYMENT_RECORD_WORDS.providerRefund).
    reason: '',
    by_provider: 1,
    recorded_by: null,
    created_at: s.now,
  });
  await record(s, 'payment-refund', {
    invoice: s.invoice.number,
    amount: `${event.amount_minor} ${s.invoice.currency}`,
    reason: auditTerm('refund', 'provider', PAYMENT_RECORD_WORDS.en.providerRefund),
  });
  return 'applied';
}

async function applyPayment(s: Step, event: Event): Promise<ProviderOutcome> {
  if (await repo.providerPayment(s.trx, event.provider_payment_id)) return 'duplicate';
  if (s.invoice.voided_at !== null) return 'invoice-void';
  await money.insertPayment(s.trx, {
    invoice_id: s.invoice.id,
    method: 'provider',
    amount_minor: event.amount_minor,
    paid_on: dayInZone(event.created * 1000, s.zone),
    note: '',
    provider_payment_id: event.provider_payment_id,
    recorded_by: null,
    created_at: s.now,
  });
  await record(s, 'payment-take', {
    invoice: s.invoice.number,
    amount: `${event.amount_minor} ${s.invoice.currency}`,
    method: auditTerm('method', 'provider'),
  });
  // Refunds of this payment that came first are applied now, in the order the provider made them.
  for (const refund of await repo.pendingRefunds(s.trx, event.provider_payment_id)) {
    if (refund.currency !== s.invoice.currency) {
      await repo.settleEvent(s.trx, refund.id, 'currency-mismatch', s.now);
      continue;
    }
    await repo.settleEvent(s.trx, refund.id, await applyRefund(s, refund), s.now);
  }
  return 'applied';
}

async function applyFailure(s: Step, event: Event): Promise<ProviderOutcome> {
  await record(s, 'payment-provider-failed', {
    invoice: s.invoice.number,
    amount: `${event.amount_minor} ${s.invoice.currency}`,
  });
  return 'applied';
}

const EFFECTS = {
  'payment.succeeded': applyPayment,
  'payment.failed': applyFailure,
  'refund.succeeded': applyRefund,
} as const;

/** What needs nobody's attention: done, waiting for its payment, or a payment already recorded. */
const QUIET = new Set<ProviderOutcome>(['applied', 'waiting', 'duplicate']);

/**
 * Applies one stored event once; run by its job, safe to run again. Answers what became of it when
 * it moved no money that it should have (for the log), else null.
 */
export async function applyEvent(deps: Deps, eventId: string) {
  const first = await repo.findEvent(deps.db, eventId);
  if (!first || first.applied_at !== null) return null;
  const { timeZone } = await organisationSettings(deps);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // The invoice's lock orders this against its other events and against the desk.
    if ((await invoices.lockInvoice(trx, first.invoice_number)) === undefined) {
      await repo.settleEvent(trx, eventId, 'unknown-invoice', Date.now());
      return 'unknown-invoice';
    }
    const event = await repo.findEvent(trx, eventId);
    // Applied meanwhile: a refund its payment's job applied first.
    if (!event || event.applied_at !== null) return null;
    const invoice = (await invoices.findInvoice(trx, event.invoice_number))!;
    const step: Step = { trx, invoice, now: Date.now(), zone: timeZone };
    const result: ProviderOutcome =
      event.currency === invoice.currency ? await EFFECTS[event.type](step, event) : 'currency-mismatch';
    await repo.settleEvent(trx, eventId, result, step.now);
    return result;
  });
  return outcome === null || QUIET.has(outcome)
    ? null
    : { eventId, type: first.type, invoice: first.invoice_number, outcome };
}
