import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumber, type InvoiceDetail, type InvoiceListResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { household, inDays, invoiceOf, issued, moneyRows, pay, type Someone } from '../../test/payments.ts';

let t: TestApp;
let staff: Someone;
beforeAll(async () => {
  t = await startTestApp();
  staff = await person(t, 'admin');
});
afterAll(() => t.close());

const numberOf = (n: string) => Number(n.slice(4));

describe('issuing an invoice', () => {
  it('staff issue one with lines and a discount: totals, the organisation’s currency, an audit entry', async () => {
    const someone = await person(t, 'subscriber');
    const invoice = await issued(
      t,
      staff,
      invoiceOf(someone.publicId, {
        lines: [
          { kind: 'item', description: 'Kit', quantity: 2, unitMinor: 2500 },
          { kind: 'item', description: 'Socks', quantity: 1, unitMinor: 1000 },
        ],
        discount: { kind: 'percent', value: 10, reason: 'Loyalty' },
      }),
    );
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d{6}$/),
      status: 'open',
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      subscriber: { subscriberID: someone.publicId },
      payer: { subscriberID: someone.publicId },
      origin: 'staff',
      totals: { subtotalMinor: 6000, discountMinor: 600, totalMinor: 5400, paidMinor: 0, balanceMinor: 5400 },
      discount: { kind: 'percent', value: 10, reason: 'Loyalty' },
      familyDiscountPercent: null,
      payments: [],
      refunds: [],
    });
    expect(invoice.lines.map((l) => l.amountMinor)).toEqual([5000, 1000]);
    const read = await pay(t, staff, 'GET', `payment/invoices/${invoice.number}`);
    expect(read.json<{ invoice: InvoiceDetail }>().invoice).toEqual(invoice);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment-invoice-issue')
      .where('object_id', '=', someone.publicId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: staff.userId, menu_id: 25 });
    expect(JSON.parse(entry.facts!)).toMatchObject({ invoice: invoice.number });
  });

  it('a child’s invoice is addressed to their family parent', async () => {
    const { parent, first } = await household(t);
    const invoice = await issued(t, staff, invoiceOf(first.publicId));
    expect(invoice.subscriber.subscriberID).toBe(first.publicId);
    expect(invoice.payer.subscriberID).toBe(parent.publicId);
  });

  it('numbers run 1..N with no gap and no duplicate when twenty are issued at once', async () => {
    const someone = await person(t, 'subscriber');
    const before = (await moneyRows(t)).counter[0]!.next_invoice;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(t, staff, 'POST', 'payment/invoices', invoiceOf(someone.publicId)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => numberOf(a.json<{ invoice: InvoiceDetail }>().invoice.number));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + i));
    const all = (await moneyRows(t)).invoices.map((i) => i.number).sort();
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => invoiceNumber(i + 1)));
  });

  it('refuses bad input with field codes and leaves nothing behind', async () => {
    const someone = await person(t, 'subscriber');
    const before = await moneyRows(t);
    const cases: [unknown, Record<string, string>][] = [
      [{ ...invoiceOf(someone.publicId), lines: [] }, { lines: 'MISSING' }],
      [invoiceOf(someone.publicId, { dueOn: 'soon' }), { dueOn: 'DATE_FORMAT' }],
      [
        invoiceOf(someone.publicId, {
          lines: [{ kind: 'item', description: 'x', quantity: 0, unitMinor: 1 }],
        }),
        { 'lines.0.quantity': 'OUT_OF_RANGE' },
      ],
      [
        invoiceOf(someone.publicId, {
          lines: [{ kind: 'item', description: 'x', quantity: 1, unitMinor: 1.5 }],
        }),
        { 'lines.0.unitMinor': 'NOT_VALID' },
      ],
      [
        invoiceOf(someone.publicId, { discount: { kind: 'amount', value: 9000, reason: 'Too much' } }),
        { 'discount.value': 'OUT_OF_RANGE' },
      ],
      [invoiceOf('no-such-person'), { subscriberID: 'CHOICE_UNKNOWN' }],
      [
        invoiceOf(someone.publicId, {
          lines: [
            {
              kind: 'plan',
              planId: 999_999,
              periodStart: inDays(0),
              description: 'x',
              quantity: 1,
              unitMinor: 1,
            },
          ],
        }),
        { 'lines.0.planId': 'CHOICE_UNKNOWN' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await pay(t, staff, 'POST', 'payment/invoices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toMatchObject(fields);
    }
    expect(await moneyRows(t)).toEqual(before);
  });

  it('a coach and a subscriber get 403 on every staff call, and nothing changes', async () => {
    const someone = await person(t, 'subscriber');
    const invoice = await issued(t, staff, invoiceOf(someone.publicId));
    const before = await moneyRows(t);
    for (const who of [await person(t, 'coach'), someone]) {
      const calls = [
        pay(t, who, 'GET', 'payment/invoices'),
        pay(t, who, 'POST', 'payment/invoices', invoiceOf(someone.publicId)),
        pay(t, who, 'GET', `payment/invoices/${invoice.number}`),
        pay(t, who, 'POST', `payment/invoices/${invoice.number}/void`),
        pay(t, who, 'POST', `payment/invoices/${invoice.number}/payments`, {
          method: 'cash',
          amountMinor: 100,
          paidOn: inDays(0),
        }),
        pay(t, who, 'POST', `payment/invoices/${invoice.number}/refunds`, { amountMinor: 1, reason: 'x' }),
        pay(t, who, 'PUT', 'payment/family-discount', { on: true, percent: 50, fromChild: 2 }),
      ];
      expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual(Array(7).fill(403));
    }
    expect(await moneyRows(t)).toEqual(before);
  });

  it('staff without `payment.take` cannot record a payment though they can issue', async () => {
    const app = await startTestApp();
    try {
      const admin = await person(app, 'admin');
      await app.revokeAction('admin', 'payment.take');
      const someone = await person(app, 'subscriber');
      const invoice = await issued(app, admin, invoiceOf(someone.publicId));
      const res = await pay(app, admin, 'POST', `payment/invoices/${invoice.number}/payments`, {
        method: 'cash',
        amountMinor: 100,
        paidOn: inDays(0),
      });
      expect(res.statusCode).toBe(403);
      const after = await pay(app, admin, 'GET', `payment/invoices/${invoice.number}`);
      expect(after.json<{ invoice: InvoiceDetail }>().invoice.payments).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the list of invoices', () => {
  it('pages newest first and filters by status, subscriber and text', async () => {
    const someone = await person(t, 'subscriber');
    const open = await issued(t, staff, invoiceOf(someone.publicId));
    const late = await issued(t, staff, invoiceOf(someone.publicId, { dueOn: inDays(-3) }));
    const paid = await issued(t, staff, invoiceOf(someone.publicId));
    await pay(t, staff, 'POST', `payment/invoices/${paid.number}/payments`, {
      method: 'card',
      amountMinor: 5000,
      paidOn: inDays(0),
    });
    const part = await issued(t, staff, invoiceOf(someone.publicId));
    await pay(t, staff, 'POST', `payment/invoices/${part.number}/payments`, {
      method: 'cash',
      amountMinor: 100,
      paidOn: inDays(0),
    });
    const voided = await issued(t, staff, invoiceOf(someone.publicId));
    await pay(t, staff, 'POST', `payment/invoices/${voided.number}/void`);

    const list = async (query: string) => {
      const items: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await pay(
          t,
          staff,
          'GET',
          `payment/invoices?limit=2&subscriberID=${someone.publicId}${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode).toBe(200);
        const page: InvoiceListResponse = res.json();
        items.push(...page.items.map((i) => `${i.number} ${i.status}`));
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    };
    expect(await list('')).toEqual([
      `${voided.number} void`,
      `${part.number} part-paid`,
      `${paid.number} paid`,
      `${late.number} overdue`,
      `${open.number} open`,
    ]);
    for (const [status, invoice] of [
      ['open', open],
      ['overdue', late],
      ['paid', paid],
      ['part-paid', part],
      ['void', voided],
    ] as const) {
      expect(await list(`&status=${status}`)).toEqual([`${invoice.number} ${status}`]);
    }
    const byNumber = await pay(t, staff, 'GET', `payment/invoices?q=${late.number.toLowerCase()}`);
    expect(byNumber.json<InvoiceListResponse>().items.map((i) => i.number)).toEqual([late.number]);
    const name = (
      await t.db
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', someone.userId)
        .executeTakeFirstOrThrow()
    ).full_name;
    const byName = await pay(t, staff, 'GET', `payment/invoices?q=${encodeURIComponent(name.toUpperCase())}`);
    expect(byName.json<InvoiceListResponse>().items).toHaveLength(5);
    const bad = await pay(t, staff, 'GET', 'payment/invoices?status=unpaid');
    expect(bad.statusCode).toBe(400);
  });

  it('an unknown invoice number is 404, a malformed one 400', async () => {
    expect((await pay(t, staff, 'GET', 'payment/invoices/INV-999999')).statusCode).toBe(404);
    expect((await pay(t, staff, 'GET', 'payment/invoices/42')).statusCode).toBe(400);
  });
});

describe('voiding', () => {
  it('voids an invoice without payments once; one with a payment is 409 INVOICE_HAS_PAYMENTS and stays', async () => {
    const someone = await person(t, 'subscriber');
    const a = await issued(t, staff, invoiceOf(someone.publicId));
    const voided = await pay(t, staff, 'POST', `payment/invoices/${a.number}/void`);
    expect(voided.json<{ invoice: InvoiceDetail }>().invoice).toMatchObject({
      status: 'void',
      voidedAt: expect.any(String),
      totals: { balanceMinor: 0 },
    });
    const payOnVoid = await pay(t, staff, 'POST', `payment/invoices/${a.number}/payments`, {
      method: 'cash',
      amountMinor: 100,
      paidOn: inDays(0),
    });
    expect(payOnVoid.statusCode).toBe(409);
    expect(payOnVoid.json<{ code: string }>().code).toBe('INVOICE_VOID');

    const b = await issued(t, staff, invoiceOf(someone.publicId));
    await pay(t, staff, 'POST', `payment/invoices/${b.number}/payments`, {
      method: 'cash',
      amountMinor: 100,
      paidOn: inDays(0),
    });
    const before = await moneyRows(t);
    const refused = await pay(t, staff, 'POST', `payment/invoices/${b.number}/void`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('INVOICE_HAS_PAYMENTS');
    expect(await moneyRows(t)).toEqual(before);
  });
});

describe('the family discount', () => {
  it('takes the percent off the second child’s invoice for the same event, not the first’s nor another event’s', async () => {
    const { first, second } = await household(t);
    const set = await pay(t, staff, 'PUT', 'payment/family-discount', {
      on: true,
      percent: 10,
      fromChild: 2,
    });
    expect(set.json()).toMatchObject({ familyDiscount: { on: true, percent: 10, fromChild: 2 } });
    try {
      const made = await pay(t, staff, 'POST', 'master/plans', {
        name: `Season ${first.publicId.slice(0, 8)}`,
        priceMinor: 10_000,
        currency: 'GBP',
        period: 'season',
      });
      expect(made.statusCode, made.body).toBe(200);
      const planId = made.json<{ entry: { id: number } }>().entry.id;
      const line = {
        kind: 'plan' as const,
        planId,
        periodStart: '2027-09-01',
        description: 'Season',
        quantity: 1,
        unitMinor: 10_000,
      };
      const one = await issued(t, staff, invoiceOf(first.publicId, { lines: [line] }));
      const two = await issued(t, staff, invoiceOf(second.publicId, { lines: [line] }));
      const other = await issued(
        t,
        staff,
        invoiceOf(second.publicId, { lines: [{ ...line, periodStart: '2028-09-01' }] }),
      );
      expect(one).toMatchObject({ familyDiscountPercent: null, totals: { totalMinor: 10_000 } });
      expect(two).toMatchObject({
        familyDiscountPercent: 10,
        totals: { discountMinor: 1000, totalMinor: 9000 },
      });
      expect(other).toMatchObject({ familyDiscountPercent: null, totals: { totalMinor: 10_000 } });
    } finally {
      await pay(t, staff, 'PUT', 'payment/family-discount', { on: false });
    }
    expect((await pay(t, staff, 'GET', 'payment/family-discount')).json()).toMatchObject({
      familyDiscount: { on: false },
    });
  });
});
