import { randomUUID } from 'node:crypto';
import type { InvoiceDetail, WebhookEvent } from '@fieldhouse/contract';
import { signatureHeader } from '../platform/signed-request.ts';
import { waitForJobRow, type TestApp } from './harness.ts';
import { invoiceOf, issued, pay, type Caller } from './payments.ts';

/*
 * The payment provider's side in tests: signed webhook events, the invoices they pay, and waiting
 * for the jobs that apply them.
 */

export const WEBHOOK_SECRET = 'whsec_test_fieldhouse_0123456789';

/** An invoice of one item of `amountMinor` to a subscriber, due in a fortnight. */
export const issueFor = (t: TestApp, staff: Caller, subscriberID: string, amountMinor = 5000) =>
  issued(
    t,
    staff,
    invoiceOf(subscriberID, {
      lines: [{ kind: 'item', description: 'Kit', quantity: 1, unitMinor: amountMinor }],
    }),
  );

/** An invoice as staff read it now. */
export const invoiceNow = async (t: TestApp, staff: Caller, number: string) =>
  (await pay(t, staff, 'GET', `payment/invoices/${number}`)).json<{ invoice: InvoiceDetail }>().invoice;

/** An event of the provider's, `created` now unless given. */
export function providerEvent(
  type: WebhookEvent['type'],
  data: WebhookEvent['data'],
  o: { id?: string; created?: number } = {},
): WebhookEvent {
  return {
    id: o.id ?? `evt_${randomUUID()}`,
    type,
    created: o.created ?? Math.floor(Date.now() / 1000),
    data,
  };
}

/**
 * Posts raw bytes to the webhook as the provider would: no cookie, no anti-forgery token, signed
 * with `secret` at time `t` unless `signature` says what to send (null: no header).
 */
export function postWebhook(
  t: TestApp,
  body: string | WebhookEvent,
  o: { secret?: string; at?: number; signature?: string | null; contentType?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    o.signature === undefined ? signatureHeader(raw, o.secret ?? WEBHOOK_SECRET, o.at) : o.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': o.contentType ?? 'application/json',
      ...(signature === null ? {} : { 'fieldhouse-signature': signature }),
    },
    payload: raw,
  });
}

/** Waits until every queued job of `kind` has ended. */
export async function drainJobs(t: TestApp, kind: string) {
  const open = await t.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('state', 'not in', ['completed', 'failed', 'cancelled'])
    .execute();
  for (const { id } of open) {
    const row = await waitForJobRow(t.db, id);
    if (row.state !== 'completed') throw new Error(`job ${kind} ended ${row.state}: ${row.error}`);
  }
}
