import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEEP_HOURS, type InvoiceDetail } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { inDays, invoiceOf, issued, moneyRows, pay, type Someone } from '../../test/payments.ts';
import { CLEANUP_JOB } from '../cleanup/cleanup.job.ts';

let t: TestApp;
let staff: Someone;
beforeAll(async () => {
  t = await startTestApp();
  staff = await person(t, 'admin');
  // The clean-up queued at start must not race the keys this file makes.
  const atStart = await t.latestJob(CLEANUP_JOB, null);
  if (atStart) await t.waitForJob(atStart.id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const cash = (amountMinor: number) => ({ method: 'cash', amountMinor, paidOn: inDays(0) });
const detailOf = (res: { json: <T>() => T }) => res.json<{ invoice: InvoiceDetail }>().invoice;
const fresh = async () => issued(t, staff, invoiceOf((await person(t, 'subscriber')).publicId));
const paymentsOf = async (number: string) =>
  detailOf(await pay(t, staff, 'GET', `payment/invoices/${number}`)).payments;

describe('an Idempotency-Key on writes that move money', () => {
  it('is required to take a payment or give a refund: 400 IDEMPOTENCY_KEY_REQUIRED, nothing moves', async () => {
    const invoice = await fresh();
    await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, cash(2000));
    const before = await moneyRows(t);
    const refused = [
      await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, cash(1000), null),
      await pay(
        t,
        staff,
        'POST',
        `payment/invoices/${invoice.number}/refunds`,
        { amountMinor: 500, reason: 'Sibling' },
        null,
      ),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        message: expect.stringContaining('Idempotency-Key'),
      });
    }
    // A blank key is no key: refused as malformed.
    const blank = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, cash(1000), '');
    expect(blank.statusCode).toBe(400);
    expect(await moneyRows(t)).toEqual(before);
  });

  it('stays optional to issue an invoice or void one', async () => {
    const someone = await person(t, 'subscriber');
    const made = await pay(t, staff, 'POST', 'payment/invoices', invoiceOf(someone.publicId), null);
    expect(made.statusCode, made.body).toBe(200);
    const voided = await pay(t, staff, 'POST', `payment/invoices/${detailOf(made).number}/void`, {}, null);
    expect(voided.statusCode, voided.body).toBe(200);
  });

  it(`is kept ${IDEMPOTENCY_KEEP_HOURS} hours: the hourly cleanup removes older keys, and the key is then a new request`, async () => {
    const invoice = await fresh();
    const url = `payment/invoices/${invoice.number}/payments`;
    await pay(t, staff, 'POST', url, cash(1000), 'kept-old');
    await pay(t, staff, 'POST', url, cash(1000), 'kept-young');
    const age = (key: string, ms: number) =>
      t.db
        .updateTable('idempotency_keys')
        .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
        .where('key', '=', key)
        .execute();
    await age('kept-old', IDEMPOTENCY_KEEP_HOURS * HOUR + 60_000);
    await age('kept-young', IDEMPOTENCY_KEEP_HOURS * HOUR - 60_000);

    const id = await t.app.jobs.enqueue(CLEANUP_JOB, {});
    expect((await t.waitForJob(id)).state).toBe('completed');
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', ['kept-old', 'kept-young'])
      .execute();
    expect(keys.map((k) => k.key)).toEqual(['kept-young']);

    // A retry of the young key still answers the first result; the old key pays anew.
    await pay(t, staff, 'POST', url, cash(1000), 'kept-young');
    expect(await paymentsOf(invoice.number)).toHaveLength(2);
    await pay(t, staff, 'POST', url, cash(1000), 'kept-old');
    expect(await paymentsOf(invoice.number)).toHaveLength(3);
  });
});
