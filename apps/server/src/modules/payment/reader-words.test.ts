import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_RECORD_WORDS } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { inDays, pay, speaks, type Someone } from '../../test/payments.ts';
import {
  drainJobs,
  invoiceNow,
  issueFor,
  postWebhook,
  providerEvent,
  WEBHOOK_SECRET,
} from '../../test/provider.ts';
import { unzip } from '../../test/zip.ts';
import { PROVIDER_EVENT_JOB } from './provider.service.ts';

let t: TestApp;
let staff: Someone;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  staff = await person(t, 'admin');
});
afterAll(() => t.close());

/** An invoice of 50.00 paid 20.00 at the desk by card (refunded 5.00 by staff) and 30.00 online, 10.00 of it refunded online. */
async function paidEveryWay(payer: Someone) {
  const invoice = await issueFor(t, staff, payer.publicId, 5000);
  const url = `payment/invoices/${invoice.number}`;
  await pay(t, staff, 'POST', `${url}/payments`, { method: 'card', amountMinor: 2000, paidOn: inDays(0) });
  await pay(t, staff, 'POST', `${url}/refunds`, { amountMinor: 500, reason: 'Missed a session' });
  const data = (amount: number) => ({
    invoiceNumber: invoice.number,
    amount,
    currency: invoice.currency,
    providerPaymentId: `pi_words_${invoice.number}`,
  });
  for (const event of [
    providerEvent('payment.succeeded', data(3000)),
    providerEvent('refund.succeeded', data(1000)),
  ]) {
    expect((await postWebhook(t, event)).statusCode).toBe(200);
  }
  await drainJobs(t, PROVIDER_EVENT_JOB);
  return invoice;
}

const descriptions = async (who: Someone) => {
  const res = await t.api('GET', 'profile/export', undefined, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const files = await unzip(res.rawPayload);
  const rows = JSON.parse(files.get('payments.json')!.toString('utf8')) as { description: string }[];
  return rows.map((r) => r.description);
};

describe('payments in the reader’s words', () => {
  it('a refund through the provider carries no stored English reason: it is marked, and each reader’s words give it', async () => {
    const payer = await person(t, 'subscriber');
    const invoice = await paidEveryWay(payer);
    const { refunds } = await invoiceNow(t, staff, invoice.number);
    expect(refunds.map((r) => [r.amountMinor, r.reason, r.byProvider])).toEqual([
      [500, 'Missed a session', false],
      [1000, '', true],
    ]);
    const stored = await t.db.selectFrom('invoice_refunds').select('reason').execute();
    expect(stored.map((r) => r.reason)).not.toContain(PAYMENT_RECORD_WORDS.en.providerRefund);
  });

  it('the data download describes invoices, payments and refunds in the language of the person who reads it', async () => {
    const arabic = await person(t, 'subscriber');
    const english = await person(t, 'subscriber');
    await speaks(t, arabic, 'ar');
    await speaks(t, english, 'en');
    const a = await paidEveryWay(arabic);
    await paidEveryWay(english);
    const ar = PAYMENT_RECORD_WORDS.ar;
    expect(await descriptions(arabic)).toEqual([
      expect.stringMatching(new RegExp(`^فاتورة بتاريخ ${a.issuedOn}: Kit$`)),
      expect.stringContaining(`دفعة (${ar.method.card})`),
      expect.stringContaining(`دفعة (${ar.method.provider})`),
      `استرداد: Missed a session`,
      `استرداد: ${ar.providerRefund}`,
    ]);
    const en = await descriptions(english);
    expect(en[0]).toMatch(/^Invoice of \d{4}-\d{2}-\d{2}: Kit$/);
    expect(en.slice(1)).toEqual([
      expect.stringContaining('Payment (card at the desk)'),
      expect.stringContaining('Payment (online)'),
      'Refund: Missed a session',
      'Refund: Refunded through the payment provider',
    ]);
  });
});

describe('reading an invoice', () => {
  const reads = (number: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['user_id', 'object_id', 'facts'])
      .where('action', '=', 'payment-invoice-read')
      .where('facts', 'like', `%${number}%`)
      .execute();

  it('staff’s read is recorded in the audit trail, with whose invoice it is; the family’s own read is not', async () => {
    const payer = await person(t, 'subscriber');
    const invoice = await issueFor(t, staff, payer.publicId);
    expect(await reads(invoice.number)).toEqual([]);
    const colleague = await person(t, 'admin');
    for (const who of [staff, colleague]) {
      expect((await pay(t, who, 'GET', `payment/invoices/${invoice.number}`)).statusCode).toBe(200);
    }
    expect((await reads(invoice.number)).map((r) => [r.user_id, r.object_id])).toEqual([
      [staff.userId, payer.publicId],
      [colleague.userId, payer.publicId],
    ]);
    const own = await t.api('GET', `profile/invoices/${invoice.number}`, undefined, { token: payer.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(await reads(invoice.number)).toHaveLength(2);
  });

  it('a refused read or one of no invoice records nothing', async () => {
    const payer = await person(t, 'subscriber');
    const invoice = await issueFor(t, staff, payer.publicId);
    // Someone without the payment area, even the payer asking staff's endpoint directly.
    for (const who of [await person(t, 'subscriber'), payer]) {
      expect((await pay(t, who, 'GET', `payment/invoices/${invoice.number}`)).statusCode).toBe(403);
    }
    expect((await pay(t, staff, 'GET', 'payment/invoices/INV-999999')).statusCode).toBe(404);
    expect(await reads(invoice.number)).toEqual([]);
    expect(await reads('INV-999999')).toEqual([]);
  });
});
