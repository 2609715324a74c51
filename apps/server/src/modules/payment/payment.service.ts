import {
  auditTerm,
  type FamilyDiscount,
  type InvoiceDetail,
  type InvoiceIssue,
  type InvoiceListQuery,
  type InvoiceSort,
  type PaymentRequest,
  type RefundRequest,
} from '@fieldhouse/contract';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { once } from './idempotency.ts';
import { balanceOf, toDetail, toSummary, today } from './invoice-view.ts';
import * as repo from './invoices.repository.ts';
import * as money from './money.repository.ts';
import { issue } from './issue.ts';

/* Staff's side of the payment area: invoices, payments at the desk, refunds, the family discount. */

export type MoneyCall = AuditActor & { key: string | undefined };

const noInvoice = () => notFound('There is no invoice with this number.');

type ListQuery = z.output<typeof invoiceListQuerySchema>;

/** The value a row's page ends on in a sort, and its id. */
function invoiceBoundary(sort: InvoiceSort) {
  const { key } = repo.invoiceSortOf(sort);
  return (r: repo.InvoiceRow): [string | number, number] => [
    key === 'due' ? r.due_on : key === 'balance' ? balanceOf(r) : r.id,
    r.id,
  ];
}

/** Invoices in the order asked (newest first by default), a keyset page at a time. */
export async function invoiceList(deps: Deps, query: ListQuery) {
  const after = decodeCursor(
    query.cursor,
    repo.invoiceSortOf(query.sort).key === 'due' ? 'string' : 'number',
  );
  const day = await today(deps);
  let personId: number | undefined;
  if (query.subscriberID) {
    const person = await findPerson(deps.db, { publicId: query.subscriberID });
    if (!person) return { items: [], nextCursor: null };
    personId = person.id;
  }
  const rows = await repo.invoicePage(
    deps.db,
    { status: query.status, personId, q: query.q, today: day },
    { sort: query.sort, after, limit: query.limit },
  );
  const { shown, nextCursor } = keysetPage(rows, query.limit, invoiceBoundary(query.sort));
  return { items: shown.map((r) => toSummary(r, day)), nextCursor };
}
export type { InvoiceListQuery };

/** An invoice as it is now, read in `db` (the write's transaction, to keep it as its answer). */
export async function invoiceDetail(deps: Deps, db: DbOrTrx, number: string): Promise<InvoiceDetail> {
  const row = await repo.findInvoice(db, number);
  if (!row) throw noInvoice();
  return toDetail(db, row, await today(deps, db));
}

const subjectOf = (i: repo.InvoiceRow) => ({
  type: 'subscriber',
  id: i.subscriber_public_id,
  name: i.subscriber_name,
});

/** `GET /payment/invoices/:number`: staff's read, recorded in the trail with the read (a family's own is not). */
export function readInvoice(deps: Deps, actor: AuditActor, number: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findInvoice(trx, number);
    if (!row) throw noInvoice();
    await auditBy(trx, actor, {
      action: 'payment-invoice-read',
      facts: { invoice: number },
      object: subjectOf(row),
    });
    return { invoice: await toDetail(trx, row, await today(deps, trx)) };
  });
}

/** `POST /payment/invoices`. */
export async function issueInvoice(deps: Deps, call: MoneyCall, input: InvoiceIssue) {
  const subscriber = await findPerson(deps.db, { publicId: input.subscriberID });
  if (!subscriber) {
    throw new AppError(400, 'VALIDATION_FAILED', 'There is no such subscriber.', {
      subscriberID: 'CHOICE_UNKNOWN',
    });
  }
  const endpoint = 'POST /payment/invoices';
  return once(deps, { actorId: call.auth.userId, key: call.key, endpoint, body: input }, async (trx) => {
    const number = await issue(deps, trx, {
      subscriberId: subscriber.id,
      lines: input.lines,
      dueOn: input.dueOn,
      discount: input.discount,
      origin: 'staff',
      by: call.auth.userId,
      menuId: call.client.menuId,
      ip: call.client.ip,
    });
    return { invoice: await invoiceDetail(deps, trx, number) };
  });
}

/** Locks the invoice for a change of its money and reads it. */
async function lockedInvoice(trx: DbOrTrx, number: string) {
  if ((await repo.lockInvoice(trx, number)) === undefined) throw noInvoice();
  return (await repo.findInvoice(trx, number))!;
}

/** `POST /payment/invoices/:number/void`: only with no payments. */
export function voidInvoice(deps: Deps, actor: AuditActor, number: string) {
  return deps.db.transaction().execute(async (trx) => {
    const i = await lockedInvoice(trx, number);
    if (i.voided_at === null) {
      if (!(await repo.voidInvoice(trx, i.id, Date.now()))) {
        throw new AppError(
          409,
          'INVOICE_HAS_PAYMENTS',
          'This invoice has payments: refund them rather than void it.',
        );
      }
      await auditBy(trx, actor, {
        action: 'payment-invoice-void',
        facts: { invoice: number },
        object: subjectOf(i),
      });
    }
    return { invoice: await invoiceDetail(deps, trx, number) };
  });
}

const voided = () => new AppError(409, 'INVOICE_VOID', 'This invoice is void: it takes no payment.');
const amount = (minor: number, i: repo.InvoiceRow) => `${minor} ${i.currency}`;

/** `POST /payment/invoices/:number/payments`: part or whole of the balance, never more. */
export function takePayment(deps: Deps, call: MoneyCall, number: string, input: PaymentRequest) {
  const endpoint = `POST /payment/invoices/${number}/payments`;
  return once(deps, { actorId: call.auth.userId, key: call.key, endpoint, body: input }, async (trx) => {
    const i = await lockedInvoice(trx, number);
    if (i.voided_at !== null) throw voided();
    if (input.amountMinor > balanceOf(i)) {
      throw new AppError(
        409,
        'PAYMENT_EXCEEDS_BALANCE',
        `At most ${balanceOf(i)} is left to pay on this invoice.`,
      );
    }
    await money.insertPayment(trx, {
      invoice_id: i.id,
      method: input.method,
      amount_minor: input.amountMinor,
      paid_on: input.paidOn,
      note: input.note ?? '',
      provider_payment_id: null,
      recorded_by: call.auth.userId,
      created_at: Date.now(),
    });
    await auditBy(trx, call, {
      action: 'payment-take',
      facts: {
        invoice: number,
        amount: amount(input.amountMinor, i),
        method: auditTerm('method', input.method),
      },
      object: subjectOf(i),
    });
    return { invoice: await invoiceDetail(deps, trx, number) };
  });
}

const tooMuch = (left: number) =>
  new AppError(409, 'REFUND_EXCEEDS_PAID', `At most ${left} was paid and not yet refunded.`);

/** `POST /payment/invoices/:number/refunds`: never more than was paid and not yet refunded. */
export function refund(deps: Deps, call: MoneyCall, number: string, input: RefundRequest) {
  const endpoint = `POST /payment/invoices/${number}/refunds`;
  return once(deps, { actorId: call.auth.userId, key: call.key, endpoint, body: input }, async (trx) => {
    const i = await lockedInvoice(trx, number);
    let amountMinor = input.amountMinor;
    if (input.paymentId !== undefined) {
      const payment = await money.findPayment(trx, i.id, input.paymentId);
      if (!payment) {
        throw new AppError(400, 'VALIDATION_FAILED', 'This invoice has no such payment.', {
          paymentId: 'CHOICE_UNKNOWN',
        });
      }
      const left = payment.amount_minor - payment.refunded_minor;
      amountMinor ??= left;
      if (amountMinor > left || left === 0) throw tooMuch(left);
    }
    const left = i.paid_minor - i.refunded_minor;
    if (amountMinor! > left) throw tooMuch(left);
    await money.insertRefund(trx, {
      invoice_id: i.id,
      payment_id: input.paymentId ?? null,
      amount_minor: amountMinor!,
      reason: input.reason,
      recorded_by: call.auth.userId,
      created_at: Date.now(),
    });
    await auditBy(trx, call, {
      action: 'payment-refund',
      facts: { invoice: number, amount: amount(amountMinor!, i), reason: input.reason },
      object: subjectOf(i),
    });
    return { invoice: await invoiceDetail(deps, trx, number) };
  });
}

export async function familyDiscount(db: DbOrTrx): Promise<FamilyDiscount> {
  const rule = await repo.paymentSettings(db);
  return rule.family_percent === null
    ? { on: false }
    : { on: true, percent: rule.family_percent, fromChild: rule.family_from_child };
}

/** `PUT /payment/family-discount`. */
export async function setFamilyDiscount(deps: Deps, actor: AuditActor, rule: FamilyDiscount) {
  await deps.db.transaction().execute(async (trx) => {
    const percent = rule.on ? rule.percent : null;
    const fromChild = rule.on ? rule.fromChild : (await repo.paymentSettings(trx)).family_from_child;
    await repo.setFamilyDiscount(trx, { percent, fromChild });
    await auditBy(trx, actor, {
      action: 'payment-family-discount',
      facts: rule.on ? { percent: rule.percent, fromChild: rule.fromChild } : {},
    });
  });
  return { familyDiscount: await familyDiscount(deps.db) };
}
