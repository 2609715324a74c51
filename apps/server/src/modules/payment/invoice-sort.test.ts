import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListResponse } from '@fieldhouse/contract';
import { CompiledQuery, sql } from 'kysely';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { inDays, invoiceOf, issued, pay, type Someone } from '../../test/payments.ts';
import { invoicePageQuery } from './invoices.repository.ts';

let t: TestApp;
let staff: Someone;
beforeAll(async () => {
  t = await startTestApp();
  staff = await person(t, 'admin');
});
afterAll(() => t.close());

const line = (unitMinor: number) => [{ kind: 'item' as const, description: 'Camp', quantity: 1, unitMinor }];

describe('the list of invoices in order', () => {
  it('orders by number, due day or balance, either way, a keyset page at a time, ties by number', async () => {
    const someone = await person(t, 'subscriber');
    const issue = (unitMinor: number, dueIn: number) =>
      issued(t, staff, invoiceOf(someone.publicId, { lines: line(unitMinor), dueOn: inDays(dueIn) }));
    // Issued in this order: a, b, c, d, e.
    const a = await issue(3000, 10);
    const b = await issue(1000, 5);
    const c = await issue(3000, 20);
    const d = await issue(2000, 5);
    const e = await issue(4000, 1);
    // Part paid: b owes 1000 → 400; void: e owes nothing, as the list shows it.
    await pay(t, staff, 'POST', `payment/invoices/${b.number}/payments`, {
      method: 'cash',
      amountMinor: 600,
      paidOn: inDays(0),
    });
    await pay(t, staff, 'POST', `payment/invoices/${e.number}/void`);

    const list = async (sort: string) => {
      const numbers: string[] = [];
      let cursor: string | null = null;
      do {
        const query = `subscriberID=${someone.publicId}&limit=2${sort ? `&sort=${sort}` : ''}`;
        const res = await pay(
          t,
          staff,
          'GET',
          `payment/invoices?${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const page: InvoiceListResponse = res.json();
        numbers.push(...page.items.map((i) => i.number));
        cursor = page.nextCursor;
      } while (cursor);
      return numbers;
    };
    const n = (...invoices: { number: string }[]) => invoices.map((i) => i.number);
    expect(await list('')).toEqual(n(e, d, c, b, a));
    expect(await list('-number')).toEqual(n(e, d, c, b, a));
    expect(await list('number')).toEqual(n(a, b, c, d, e));
    expect(await list('due')).toEqual(n(e, b, d, a, c));
    expect(await list('-due')).toEqual(n(c, a, d, b, e));
    expect(await list('balance')).toEqual(n(e, b, d, a, c));
    expect(await list('-balance')).toEqual(n(c, a, d, b, e));
  });

  it('refuses an unknown order, and a page link of one order in another, with 400', async () => {
    const someone = await person(t, 'subscriber');
    for (const dueIn of [3, 4]) await issued(t, staff, invoiceOf(someone.publicId, { dueOn: inDays(dueIn) }));
    const bad = await pay(t, staff, 'GET', 'payment/invoices?sort=total');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toMatchObject({
      sort: 'NOT_VALID',
    });
    const first = await pay(
      t,
      staff,
      'GET',
      `payment/invoices?subscriberID=${someone.publicId}&limit=1&sort=due`,
    );
    const cursor = first.json<InvoiceListResponse>().nextCursor;
    expect(cursor).not.toBeNull();
    const crossed = await pay(t, staff, 'GET', `payment/invoices?limit=1&sort=balance&cursor=${cursor}`);
    expect(crossed.statusCode).toBe(400);
  });

  it('reads each order by its own index on both databases (the plan of the list’s query, with a page link)', async () => {
    for (const [sort, index] of [
      ['due', 'invoices_due'],
      ['-due', 'invoices_due'],
      ['balance', 'invoices_balance'],
      ['-balance', 'invoices_balance'],
    ] as const) {
      const query = invoicePageQuery(
        t.db,
        { today: inDays(0) },
        { sort, after: { value: sort.endsWith('due') ? inDays(0) : 100, id: 10 }, limit: 25 },
      ).compile();
      const plan = await t.db.transaction().execute(async (trx) => {
        // PostgreSQL would scan a table this small whole: ask it what it does when that is dear.
        if (onPostgres) await sql`set local enable_seqscan = off`.execute(trx);
        const explain = onPostgres ? 'explain' : 'explain query plan';
        const rows = await trx.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
        );
        return rows.rows.map((r) => Object.values(r).join(' ')).join('\n');
      });
      expect(plan, `${sort}: ${plan}`).toContain(index);
    }
  });
});
