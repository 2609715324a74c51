import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { inDays, invoiceOf, issued, moneyRows, pay, type Someone } from '../../test/payments.ts';

let t: TestApp;
let staff: Someone;
beforeAll(async () => {
  t = await startTestApp();
  staff = await person(t, 'admin');
});
afterAll(() => t.close());

const payment = (amountMinor: number, method = 'cash') => ({ method, amountMinor, paidOn: inDays(0) });
const detailOf = (res: { json: <T>() => T }) => res.json<{ invoice: InvoiceDetail }>().invoice;
const fresh = async (unitMinor = 5000) =>
  issued(
    t,
    staff,
    invoiceOf((await person(t, 'subscriber')).publicId, {
      lines: [{ kind: 'item', description: 'Camp', quantity: 1, unitMinor }],
    }),
  );
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe('payments at the desk', () => {
  it('part payments move the balance to part-paid, then paid; a payment above the balance is 409', async () => {
    const invoice = await fresh(5000);
    const first = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, payment(2000));
    expect(first.statusCode).toBe(200);
    expect(detailOf(first)).toMatchObject({
      status: 'part-paid',
      totals: { paidMinor: 2000, balanceMinor: 3000 },
    });
    const before = await moneyRows(t);
    const over = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, payment(3001));
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('PAYMENT_EXCEEDS_BALANCE');
    expect(await moneyRows(t)).toEqual(before);
    const rest = await pay(
      t,
      staff,
      'POST',
      `payment/invoices/${invoice.number}/payments`,
      payment(3000, 'transfer'),
    );
    expect(detailOf(rest)).toMatchObject({ status: 'paid', totals: { paidMinor: 5000, balanceMinor: 0 } });
    expect(detailOf(rest).payments.map((p) => [p.method, p.amountMinor])).toEqual([
      ['cash', 2000],
      ['transfer', 3000],
    ]);
    const entries = await t.db
      .selectFrom('audit_log')
      .select('facts')
      .where('action', '=', 'payment-take')
      .execute();
    expect(entries.filter((e) => e.facts?.includes(invoice.number))).toHaveLength(2);
  });

  it('refuses bad payments with field codes: no amount, a fraction, a method staff do not take, a bad day', async () => {
    const invoice = await fresh();
    const before = await moneyRows(t);
    const cases: [unknown, Record<string, string>][] = [
      [{ method: 'cash', paidOn: inDays(0) }, { amountMinor: expect.any(String) }],
      [payment(0), { amountMinor: 'OUT_OF_RANGE' }],
      [payment(10.5), { amountMinor: 'NOT_VALID' }],
      [payment(100, 'provider'), { method: 'NOT_VALID' }],
      [{ ...payment(100), paidOn: 'today' }, { paidOn: 'DATE_FORMAT' }],
    ];
    for (const [body, fields] of cases) {
      const res = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toMatchObject(fields);
    }
    expect(await moneyRows(t)).toEqual(before);
  });
});

describe('refunds', () => {
  it('refunds a payment in part then whole, never more than was paid (409 REFUND_EXCEEDS_PAID)', async () => {
    const invoice = await fresh(5000);
    const paid = detailOf(
      await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, payment(4000)),
    );
    const paymentId = paid.payments[0]!.id;
    const part = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/refunds`, {
      paymentId,
      amountMinor: 1500,
      reason: 'Missed two sessions',
    });
    expect(part.statusCode).toBe(200);
    expect(detailOf(part)).toMatchObject({
      totals: { paidMinor: 4000, refundedMinor: 1500, balanceMinor: 2500 },
      refunds: [{ paymentId, amountMinor: 1500, reason: 'Missed two sessions' }],
    });
    const before = await moneyRows(t);
    for (const body of [
      { paymentId, amountMinor: 2501, reason: 'Too much' },
      { amountMinor: 2501, reason: 'Too much' },
    ]) {
      const over = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/refunds`, body);
      expect(over.statusCode).toBe(409);
      expect(codeOf(over)).toBe('REFUND_EXCEEDS_PAID');
    }
    expect(await moneyRows(t)).toEqual(before);
    const rest = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/refunds`, {
      paymentId,
      reason: 'Cancelled',
    });
    expect(detailOf(rest)).toMatchObject({
      status: 'open',
      totals: { refundedMinor: 4000, balanceMinor: 5000 },
    });
    const again = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/refunds`, {
      paymentId,
      reason: 'x',
    });
    expect(codeOf(again)).toBe('REFUND_EXCEEDS_PAID');
  });

  it('an invoice with nothing paid refunds nothing; bad refunds are 400 with field codes', async () => {
    const invoice = await fresh();
    const none = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/refunds`, {
      amountMinor: 1,
      reason: 'x',
    });
    expect(codeOf(none)).toBe('REFUND_EXCEEDS_PAID');
    const cases: [unknown, Record<string, string>][] = [
      [{ reason: 'no amount' }, { amountMinor: 'MISSING' }],
      [{ amountMinor: 100, reason: '' }, { reason: 'MISSING' }],
      [{ paymentId: 999_999, reason: 'not this invoice’s' }, { paymentId: 'CHOICE_UNKNOWN' }],
    ];
    for (const [body, fields] of cases) {
      const res = await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/refunds`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toMatchObject(fields);
    }
  });
});

describe('the Idempotency-Key', () => {
  it('the same key and body answer the first result again without a second payment', async () => {
    const invoice = await fresh(5000);
    const url = `payment/invoices/${invoice.number}/payments`;
    const first = await pay(t, staff, 'POST', url, payment(1000), 'pay-once-1');
    const second = await pay(t, staff, 'POST', url, payment(1000), 'pay-once-1');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(detailOf(await pay(t, staff, 'GET', `payment/invoices/${invoice.number}`)).payments).toHaveLength(
      1,
    );
  });

  it('the same key with another body, or on another invoice, is 409 IDEMPOTENCY_KEY_REUSED and moves nothing', async () => {
    const invoice = await fresh(5000);
    const other = await fresh(5000);
    await pay(t, staff, 'POST', `payment/invoices/${invoice.number}/payments`, payment(1000), 'pay-reuse');
    const before = await moneyRows(t);
    const changed = await pay(
      t,
      staff,
      'POST',
      `payment/invoices/${invoice.number}/payments`,
      payment(1001),
      'pay-reuse',
    );
    const elsewhere = await pay(
      t,
      staff,
      'POST',
      `payment/invoices/${other.number}/payments`,
      payment(1000),
      'pay-reuse',
    );
    const asRefund = await pay(
      t,
      staff,
      'POST',
      `payment/invoices/${invoice.number}/refunds`,
      { amountMinor: 1000, reason: 'x' },
      'pay-reuse',
    );
    for (const res of [changed, elsewhere, asRefund]) {
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await moneyRows(t)).toEqual(before);
  });

  it('ten requests with one key at once make one payment and all answer it', async () => {
    const invoice = await fresh(5000);
    const url = `payment/invoices/${invoice.number}/payments`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(t, staff, 'POST', url, payment(700), 'pay-parallel')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const rows = await t.db
      .selectFrom('invoice_payments')
      .selectAll()
      .where(
        'invoice_id',
        '=',
        (
          await t.db
            .selectFrom('invoices')
            .select('id')
            .where('number', '=', invoice.number)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(rows.map((r) => r.amount_minor)).toEqual([700]);
  });

  it('refunds and issuing honour a key too, in parallel; keys are the caller’s own', async () => {
    const someone = await person(t, 'subscriber');
    const body = invoiceOf(someone.publicId);
    const issues = await Promise.all(
      Array.from({ length: 5 }, () => pay(t, staff, 'POST', 'payment/invoices', body, 'issue-once')),
    );
    expect(new Set(issues.map((a) => detailOf(a).number)).size).toBe(1);
    const number = detailOf(issues[0]!).number;
    await pay(t, staff, 'POST', `payment/invoices/${number}/payments`, payment(5000));
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(
          t,
          staff,
          'POST',
          `payment/invoices/${number}/refunds`,
          { amountMinor: 1000, reason: 'Sibling' },
          'refund-once',
        ),
      ),
    );
    expect(refunds.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(detailOf(await pay(t, staff, 'GET', `payment/invoices/${number}`)).refunds).toHaveLength(1);
    // Another member of staff using the same key makes their own payment.
    const colleague = await person(t, 'admin');
    const theirs = await pay(
      t,
      colleague,
      'POST',
      `payment/invoices/${number}/refunds`,
      { amountMinor: 1000, reason: 'Sibling' },
      'refund-once',
    );
    expect(detailOf(theirs).refunds).toHaveLength(2);
  });

  it('a malformed key is 400 and moves nothing', async () => {
    const invoice = await fresh();
    const res = await pay(
      t,
      staff,
      'POST',
      `payment/invoices/${invoice.number}/payments`,
      payment(100),
      'x'.repeat(201),
    );
    expect(res.statusCode).toBe(400);
    expect(detailOf(await pay(t, staff, 'GET', `payment/invoices/${invoice.number}`)).payments).toEqual([]);
  });
});
