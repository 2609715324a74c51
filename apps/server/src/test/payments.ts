import type { InvoiceDetail, InvoiceIssue } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';
import { person } from './journeys.ts';
import { child } from './safeguarding.ts';

/* What the payment tests build on: staff, families, and invoices issued through the API. */

export type Caller = { token: string };
export type Someone = Awaited<ReturnType<typeof person>>;

/** Calls as the Payments page (menu 25) does, with an Idempotency-Key when given. */
export const pay = (
  t: TestApp,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  key?: string,
) =>
  t.api(method, url, body, {
    token: who.token,
    headers: { menuID: '25', ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

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
  for (const kid of [first, second]) {
    const now = Date.now();
    await t.db
      .insertInto('relations')
      .values({
        from_user_id: parent.userId,
        to_user_id: kid.userId,
        kind: 'parent',
        status: 'accepted',
        origin: 'approval',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
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
