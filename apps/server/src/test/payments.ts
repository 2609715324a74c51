import { randomUUID } from 'node:crypto';
import type { InvoiceDetail, InvoiceIssue } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';
import { parentOf, person } from './journeys.ts';
import { child } from './safeguarding.ts';

/* What the payment tests build on: staff, families, and invoices issued through the API. */

export type Caller = { token: string };
export type Someone = Awaited<ReturnType<typeof person>>;

/**
 * Calls as the Payments page (menu 25) does: a POST carries the Idempotency-Key given, a fresh one
 * when none is given (as the console sends one per form), none when `key` is null.
 */
export const pay = (
  t: TestApp,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  key?: string | null,
) => {
  const sent = key === undefined && method === 'POST' ? randomUUID() : key;
  return t.api(method, url, body, {
    token: who.token,
    headers: { menuID: '25', ...(sent == null ? {} : { 'idempotency-key': sent }) },
  });
};

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One item line of `unitMinor`, due in a fortnight, unless told otherwise. */
export const invoiceOf = (subscriberID: string, fields: Partial<InvoiceIssue> = {}): InvoiceIssue => ({
  subscriberID,
  lines: [{ kind: 'item', description: 'Club kit', quantity: 1, unitMinor: 5000 }],
  dueOn: inDays(14),
  ...fields,
});

/** Issues an invoice through the API and answers it. */
export async function issued(t: TestApp, staff: Caller, body: InvoiceIssue): Promise<InvoiceDetail> {
  const res = await pay(t, staff, 'POST', 'payment/invoices', body);
  if (res.statusCode !== 200) throw new Error(`issue: ${res.body}`);
  return res.json<{ invoice: InvoiceDetail }>().invoice;
}

/** A parent and two children of about 14, linked by the registrations' approval. */
export async function household(t: TestApp) {
  const [parent, first, second] = await Promise.all([person(t, 'subscriber'), child(t), child(t)]);
  for (const kid of [first, second]) await parentOf(t, parent.userId, kid.userId);
  return { parent, first, second };
}

/** Every row of the payment area's tables, to compare before and after a refused call. */
export async function moneyRows(t: TestApp) {
  const [invoices, payments, refunds, counter] = await Promise.all([
    t.db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    t.db.selectFrom('invoice_payments').selectAll().orderBy('id').execute(),
    t.db.selectFrom('invoice_refunds').selectAll().orderBy('id').execute(),
    t.db.selectFrom('payment_settings').selectAll().execute(),
  ]);
  return { invoices, payments, refunds, counter };
}

/** An invoice's row id, by its number. */
export const invoiceId = async (t: TestApp, number: string) =>
  (await t.db.selectFrom('invoices').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;

/** Sets the language a person reads the console (and their texts and files) in. */
export async function speaks(t: TestApp, who: Caller, language: 'en' | 'ar') {
  const { preferences } = (await t.api('GET', 'preferences', undefined, { token: who.token })).json<{
    preferences: Record<string, unknown>;
  }>();
  const res = await t.api('PUT', 'preferences', { ...preferences, language }, { token: who.token });
  if (res.statusCode !== 200) throw new Error(`preferences: ${res.body}`);
}
