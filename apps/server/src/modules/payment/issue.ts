import { dayInZone, invoiceNumber, type Discount, type InvoiceLineInput } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { isAdult } from '../../platform/account-flow.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { settingsIn } from './invoice-view.ts';
import * as repo from './invoices.repository.ts';

/*
 * Issuing an invoice, in the caller's transaction: by staff, or when a person takes a place at a
 * paid event. The number comes first (the counter row's lock), so issues run one at a time
 * across processes and the family discount counts the invoices before this one.
 *
 * The family discount rule, kept simple: when it is on, an invoice to a parent for their child,
 * whose first plan or event line is for a plan period or an event (its "family key") that N−1 of
 * the parent's other children already have a standing (not void) invoice for, takes the percent
 * off its total after staff's discount, when N ≥ `fromChild`.
 */

export type Issue = {
  subscriberId: number;
  lines: InvoiceLineInput[];
  dueOn: string;
  discount?: Discount | undefined;
  origin: 'staff' | 'event';
  /** Who issued it (null: the system, for an event's fee). */
  by: number | null;
  menuId: number | null;
  ip: string | null;
};

const invalid = (field: string, code: 'OUT_OF_RANGE' | 'CHOICE_UNKNOWN', message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { [field]: code });

/** Who pays for a person: a child's first family parent, else the person. */
async function payerOf(deps: Deps, trx: DbOrTrx, personId: number, dateOfBirth: string | null) {
  const settings = await settingsIn(deps, trx);
  if (isAdult(dateOfBirth, settings)) return personId;
  return (await repo.firstFamilyParent(trx, personId))?.id ?? personId;
}

async function checkLines(trx: DbOrTrx, lines: InvoiceLineInput[]) {
  for (const [i, line] of lines.entries()) {
    if (line.kind === 'plan' && !(await repo.findPlan(trx, line.planId))) {
      throw invalid(`lines.${i}.planId`, 'CHOICE_UNKNOWN', 'There is no such plan.');
    }
    if (line.kind === 'event' && !(await repo.findEventForFee(trx, line.eventId))) {
      throw invalid(`lines.${i}.eventId`, 'CHOICE_UNKNOWN', 'There is no such event.');
    }
  }
}

const familyKeyOf = (lines: InvoiceLineInput[]) => {
  const line = lines.find((l) => l.kind !== 'item');
  if (line?.kind === 'plan') return `plan:${line.planId}:${line.periodStart}`;
  if (line?.kind === 'event') return `event:${line.eventId}`;
  return null;
};

/** Issues the invoice and audits it; answers its number. */
export async function issue(deps: Deps, trx: DbOrTrx, input: Issue): Promise<string> {
  const n = await repo.takeInvoiceNumber(trx);
  const subscriber = await findPerson(trx, { id: input.subscriberId });
  if (!subscriber) throw invalid('subscriberID', 'CHOICE_UNKNOWN', 'There is no such subscriber.');
  await checkLines(trx, input.lines);
  const settings = await settingsIn(deps, trx);
  const lines = input.lines.map((l) => ({
    kind: l.kind,
    description: l.description,
    plan_id: l.kind === 'plan' ? l.planId : null,
    period_start: l.kind === 'plan' ? l.periodStart : null,
    event_id: l.kind === 'event' ? l.eventId : null,
    quantity: l.quantity,
    unit_minor: l.unitMinor,
    amount_minor: l.quantity * l.unitMinor,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.amount_minor, 0);
  const d = input.discount;
  const staffDiscount = !d ? 0 : d.kind === 'amount' ? d.value : Math.round((subtotal * d.value) / 100);
  if (staffDiscount > subtotal) {
    throw invalid('discount.value', 'OUT_OF_RANGE', 'The discount is more than the invoice’s lines.');
  }
  const payerId = await payerOf(deps, trx, subscriber.id, subscriber.date_of_birth);
  const familyKey = familyKeyOf(input.lines);
  const rule = await repo.paymentSettings(trx);
  let familyPercent: number | null = null;
  if (rule.family_percent !== null && familyKey && payerId !== subscriber.id) {
    const before = await repo.siblingsInvoiced(trx, payerId, familyKey, subscriber.id);
    if (before + 1 >= rule.family_from_child) familyPercent = rule.family_percent;
  }
  const familyDiscount = familyPercent ? Math.round(((subtotal - staffDiscount) * familyPercent) / 100) : 0;
  const now = Date.now();
  const number = invoiceNumber(n);
  const total = subtotal - staffDiscount - familyDiscount;
  await repo.insertInvoice(
    trx,
    {
      number,
      subscriber_id: subscriber.id,
      payer_id: payerId,
      origin: input.origin,
      currency: settings.currency,
      issued_on: dayInZone(now, settings.timeZone),
      due_on: input.dueOn,
      subtotal_minor: subtotal,
      discount_kind: d?.kind ?? null,
      discount_value: d?.value ?? null,
      discount_reason: d?.reason ?? null,
      discount_minor: staffDiscount + familyDiscount,
      family_percent: familyPercent,
      family_key: familyKey,
      total_minor: total,
      created_by: input.by,
      created_at: now,
    },
    lines,
  );
  await audit(trx, {
    userId: input.by,
    menuId: input.menuId,
    ip: input.ip,
    action: 'payment-invoice-issue',
    facts: { invoice: number, total: `${total} ${settings.currency}` },
    object: { type: 'subscriber', id: subscriber.public_id, name: subscriber.full_name },
  });
  return number;
}
