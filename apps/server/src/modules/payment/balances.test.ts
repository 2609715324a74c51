import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceResponse, BalanceSort } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { inDays, invoiceOf, issued, pay, speaks, type Someone } from '../../test/payments.ts';

let t: TestApp;
let boss: Someone;
let currency: string;
const people: Record<string, Someone> = {};

/** A payer named `name` with one invoice per amount, each due `days` from today. */
async function payer(name: string, invoices: [amountMinor: number, days: number][]) {
  const p = await person(t, 'subscriber');
  await t.db.updateTable('users').set({ full_name: name }).where('id', '=', p.userId).execute();
  const out = [];
  for (const [amountMinor, days] of invoices) {
    const lines = [{ kind: 'item' as const, description: 'Fees', quantity: 1, unitMinor: amountMinor }];
    const invoice = await issued(t, boss, invoiceOf(p.publicId, { lines }));
    await t.db
      .updateTable('invoices')
      .set({ due_on: inDays(days) })
      .where('number', '=', invoice.number)
      .execute();
    out.push(invoice);
  }
  people[name] = p;
  return out;
}

const takePayment = (number: string, amountMinor: number) =>
  pay(t, boss, 'POST', `payment/invoices/${number}/payments`, {
    method: 'cash',
    amountMinor,
    paidOn: inDays(0),
  });

beforeAll(async () => {
  // Only what production seeds: no demo invoices in the lists.
  t = await startTestApp({}, { seed: 'base' });
  boss = await person(t, 'superAdmin');
  await payer('Adams', [[3000, 5]]);
  // Owes 10,000 on two invoices, 4,000 of it overdue.
  await payer('Baker', [
    [4000, -10],
    [6000, 3],
  ]);
  await payer('Carter', [[500, -2]]);
  const [paid] = await payer('Dunn', [[2000, -1]]);
  expect((await takePayment(paid!.number, 2000)).statusCode).toBe(200);
  const [voided] = await payer('Evans', [[900, -1]]);
  expect((await pay(t, boss, 'POST', `payment/invoices/${voided!.number}/void`, {})).statusCode).toBe(200);
  // 8,000 less 5,000 paid: the same 3,000 as Adams, made later (a larger id).
  const [part] = await payer('Foster', [[8000, 1]]);
  expect((await takePayment(part!.number, 5000)).statusCode).toBe(200);
  currency = part!.currency;
});
afterAll(() => t.close());

const balances = (query: string, token = boss.token) =>
  t.api('GET', `payment/balances${query}`, undefined, { token });

/** Every name of the list in the order `sort` gives, walked a row at a time by its cursor. */
async function walk(sort: BalanceSort) {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await balances(`?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<BalanceResponse>();
    names.push(...page.items.map((i) => i.payer.full_name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

describe('GET /payment/balances', () => {
  it('lists each payer with something left to pay, largest first, with what is overdue and since when', async () => {
    const res = await balances('');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<BalanceResponse>();
    expect(page.currency).toBe(currency);
    expect(page.items.map((i) => i.payer.full_name)).toEqual(['Baker', 'Foster', 'Adams', 'Carter']);
    expect(page.items[0]).toEqual({
      payer: { subscriberID: people.Baker!.publicId, full_name: 'Baker' },
      currency,
      balanceMinor: 10_000,
      overdueMinor: 4000,
      invoices: 2,
      oldestDueOn: inDays(-10),
    });
    expect(page.items[1]).toMatchObject({ balanceMinor: 3000, overdueMinor: 0, invoices: 1 });
  });

  it('pages by a keyset cursor in every order, ties broken by payer, no row lost or repeated', async () => {
    const expected: Record<BalanceSort, string[]> = {
      '-balance': ['Baker', 'Foster', 'Adams', 'Carter'],
      balance: ['Carter', 'Adams', 'Foster', 'Baker'],
      name: ['Adams', 'Baker', 'Carter', 'Foster'],
      '-name': ['Foster', 'Carter', 'Baker', 'Adams'],
      oldestDue: ['Baker', 'Carter', 'Foster', 'Adams'],
      '-oldestDue': ['Adams', 'Foster', 'Carter', 'Baker'],
    };
    for (const [sort, names] of Object.entries(expected))
      expect(await walk(sort as BalanceSort), sort).toEqual(names);
    const first = (await balances('?limit=2')).json<BalanceResponse>();
    expect(first.items).toHaveLength(2);
    const second = (await balances(`?limit=2&cursor=${first.nextCursor}`)).json<BalanceResponse>();
    expect(second.items.map((i) => i.payer.full_name)).toEqual(['Adams', 'Carter']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor that is not its own, and an order it does not know', async () => {
    const numberCursor = (await balances('?limit=1')).json<BalanceResponse>().nextCursor;
    for (const query of ['?cursor=nonsense', `?sort=name&cursor=${numberCursor}`, '?sort=age']) {
      const res = await balances(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lists one currency at a time: the organisation’s unless another is asked for', async () => {
    const [other] = await payer('Gray', [[1234, -3]]);
    await t.db.updateTable('invoices').set({ currency: 'USD' }).where('number', '=', other!.number).execute();
    const names = (await balances('')).json<BalanceResponse>().items.map((i) => i.payer.full_name);
    expect(names).not.toContain('Gray');
    const usd = (await balances('?currency=USD')).json<BalanceResponse>();
    expect(usd.items).toEqual([
      expect.objectContaining({ currency: 'USD', balanceMinor: 1234, overdueMinor: 1234 }),
    ]);
  });

  it('is staff’s: a subscriber, a coach and a payer reading their own balance are refused', async () => {
    const coach = await person(t, 'coach');
    for (const token of [people.Baker!.token, coach.token]) {
      expect((await balances('', token)).statusCode).toBe(403);
      expect((await t.api('GET', 'payment/balances.csv', undefined, { token })).statusCode).toBe(403);
    }
    const admin = await person(t, 'admin');
    expect((await balances('', admin.token)).statusCode).toBe(200);
  });
});

describe('GET /payment/balances.csv', () => {
  const exports = () =>
    t.db
      .selectFrom('audit_log')
      .select(['user_id', 'facts'])
      .where('action', '=', 'payment-balances-export')
      .execute();

  it('downloads the list in its order, amounts in major units, headers in the reader’s language, audited', async () => {
    const before = (await exports()).length;
    const res = await t.api('GET', 'payment/balances.csv?sort=name', undefined, { token: boss.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['x-export-rows']).toBe('4');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Payer,Subscriber ID,Currency,Balance,Overdue,Invoices with a balance,Oldest due date',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Adams', 'Baker', 'Carter', 'Foster']);
    expect(lines[2]).toBe(`Baker,${people.Baker!.publicId},${currency},100.00,40.00,2,${inDays(-10)}`);
    expect(await exports()).toHaveLength(before + 1);

    const reader = await person(t, 'superAdmin');
    await speaks(t, reader, 'ar');
    const ar = await t.api('GET', 'payment/balances.csv', undefined, { token: reader.token });
    expect(ar.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('الرصيد المستحق');
  });
});
