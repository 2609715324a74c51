import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceIssue, RevenueResponse } from '@fieldhouse/contract';
import { makeEvent, masterData, unique } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { inDays, invoiceOf, issued, pay, type Someone } from '../../test/payments.ts';

let t: TestApp;
let boss: Someone;
let currency: string;
let plan: { id: number; name: string };
let event: { id: number; title: string };

const D1 = inDays(-30);
const D2 = inDays(-29);
const today = inDays(0);

async function paid(lines: InvoiceIssue['lines'], amountMinor: number, paidOn: string, method = 'cash') {
  const payer = await person(t, 'subscriber');
  const invoice = await issued(t, boss, invoiceOf(payer.publicId, { lines }));
  const res = await pay(t, boss, 'POST', `payment/invoices/${invoice.number}/payments`, {
    method,
    amountMinor,
    paidOn,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ invoice: InvoiceDetail }>().invoice;
}

beforeAll(async () => {
  // Only what production seeds: no demo payments in the sums.
  t = await startTestApp({}, { seed: 'base' });
  boss = await person(t, 'superAdmin');
  await masterData(t, boss);
  const made = await t.api(
    'POST',
    'master/plans',
    { name: unique('Monthly'), priceMinor: 3000, currency: 'GBP', period: 'month' },
    { token: boss.token },
  );
  expect(made.statusCode, made.body).toBe(200);
  plan = made.json<{ entry: { id: number; name: string } }>().entry;
  event = await makeEvent(t, boss);
  // A plan line and an item: 2,000 paid of 4,000 is 1,500 for the plan and 500 for the item.
  const first = await paid(
    [
      {
        kind: 'plan',
        planId: plan.id,
        periodStart: '2026-03-01',
        description: 'March',
        quantity: 1,
        unitMinor: 3000,
      },
      { kind: 'item', description: 'Kit', quantity: 1, unitMinor: 1000 },
    ],
    2000,
    D1,
  );
  currency = first.currency;
  const camp = await paid(
    [{ kind: 'event', eventId: event.id, description: 'Camp', quantity: 1, unitMinor: 5000 }],
    5000,
    D2,
    'card',
  );
  const refund = await pay(t, boss, 'POST', `payment/invoices/${camp.number}/refunds`, {
    paymentId: camp.payments[0]!.id,
    amountMinor: 1000,
    reason: 'Left early',
  });
  expect(refund.statusCode, refund.body).toBe(200);
  await paid([{ kind: 'item', description: 'Shirt', quantity: 1, unitMinor: 700 }], 700, D1, 'transfer');
});
afterAll(() => t.close());

const revenue = async (query: string, token = boss.token) => {
  const res = await t.api('GET', `payment/revenue?${query}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RevenueResponse>();
};

const row = (key: string, label: string, paidMinor: number, refundedMinor: number) => ({
  key,
  label,
  currency,
  paidMinor,
  refundedMinor,
  netMinor: paidMinor - refundedMinor,
});

describe('GET /payment/revenue', () => {
  it('sums payments by the day they were paid and refunds by the day they were given', async () => {
    const twoDays = await revenue(`from=${D1}&to=${D2}`);
    expect(twoDays).toMatchObject({ by: 'day', rows: [row(D1, D1, 2700, 0), row(D2, D2, 5000, 0)] });
    expect(twoDays.totals).toEqual([{ currency, paidMinor: 7700, refundedMinor: 0, netMinor: 7700 }]);
    const month = await revenue(`from=${D1}&to=${today}&by=day`);
    expect(month.rows.at(-1)).toEqual(row(today, today, 0, 1000));
    expect(month.totals).toEqual([{ currency, paidMinor: 7700, refundedMinor: 1000, netMinor: 6700 }]);
    expect((await revenue(`from=${inDays(-60)}&to=${inDays(-50)}`)).rows).toEqual([]);
  });

  it('shares an invoice’s takings among its plan, event and other lines by their amounts', async () => {
    expect((await revenue(`from=${D1}&to=${today}&by=plan`)).rows).toEqual([
      row(String(plan.id), plan.name, 1500, 0),
      row('other', '', 6200, 1000),
    ]);
    expect((await revenue(`from=${D1}&to=${today}&by=event`)).rows).toEqual([
      row(String(event.id), event.title, 5000, 1000),
      row('other', '', 2700, 0),
    ]);
  });

  it('refuses a span that ends before it starts or is longer than a year, or an unknown grouping', async () => {
    for (const query of [
      `from=${D2}&to=${D1}`,
      `from=${inDays(-400)}&to=${today}`,
      `from=${D1}&to=${D2}&by=week`,
      `from=${D1}`,
    ]) {
      const res = await t.api('GET', `payment/revenue?${query}`, undefined, { token: boss.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('is staff’s: a subscriber and a coach are refused', async () => {
    for (const role of ['subscriber', 'coach'] as const) {
      const someone = await person(t, role);
      const res = await t.api('GET', `payment/revenue?from=${D1}&to=${D2}`, undefined, {
        token: someone.token,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
