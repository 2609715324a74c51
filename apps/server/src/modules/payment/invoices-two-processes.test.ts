import { describe, expect, it } from 'vitest';
import { invoiceNumber } from '@fieldhouse/contract';
import { call, twoProcesses } from '../../test/app-process.ts';
import { onPostgres } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { invoiceOf } from '../../test/payments.ts';

describe.skipIf(!onPostgres)('invoice numbers across two app processes on one PostgreSQL', () => {
  const running = twoProcesses();

  it('thirty invoices issued at once through both processes are numbered 1..N with no gap and no duplicate', async () => {
    const { t, one, two } = running;
    const staff = await person(t, 'admin');
    const someone = await person(t, 'subscriber');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call((i % 2 ? one : two).url, 'POST', 'payment/invoices', invoiceOf(someone.publicId), staff.token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const issued = answers.map((a) => (a.json.invoice as { number: string }).number);
    expect(new Set(issued).size).toBe(30);
    const numbers = (await t.db.selectFrom('invoices').select('number').execute())
      .map((r) => r.number)
      .sort();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => invoiceNumber(i + 1)));
    const counter = await t.db
      .selectFrom('payment_settings')
      .select('next_invoice')
      .executeTakeFirstOrThrow();
    expect(Number(counter.next_invoice)).toBe(numbers.length + 1);
  }, 60_000);

  it('one Idempotency-Key sent to both processes at once makes one payment', async () => {
    const { t, one, two } = running;
    const staff = await person(t, 'admin');
    const someone = await person(t, 'subscriber');
    const made = await call(one.url, 'POST', 'payment/invoices', invoiceOf(someone.publicId), staff.token);
    const { number } = made.json.invoice as { number: string };
    const body = { method: 'card', amountMinor: 1000, paidOn: '2026-01-01' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call((i % 2 ? one : two).url, 'POST', `payment/invoices/${number}/payments`, body, staff.token, {
          'idempotency-key': `two-processes-${number}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await t.db
      .selectFrom('invoice_payments')
      .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
      .select('invoice_payments.amount_minor')
      .where('invoices.number', '=', number)
      .execute();
    expect(rows).toEqual([{ amount_minor: 1000 }]);
  }, 60_000);
});
