import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, MyInvoiceResponse, MyPaymentsResponse } from '@fieldhouse/contract';
import { makeEvent, registered } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { parentOf, person } from '../../test/journeys.ts';
import { household, inDays, invoiceOf, issued, pay, type Someone } from '../../test/payments.ts';

let t: TestApp;
let staff: Someone;
beforeAll(async () => {
  t = await startTestApp();
  staff = await person(t, 'admin');
});
afterAll(() => t.close());

const mine = (who: Someone) => t.api('GET', 'profile/payments', undefined, { token: who.token });
const printed = (who: Someone, number: string) =>
  t.api('GET', `profile/invoices/${number}`, undefined, { token: who.token });
const numbersOf = (res: { json: <T>() => T }) => res.json<MyPaymentsResponse>().invoices.map((i) => i.number);

describe("a family's payments", () => {
  it('a parent sees their own and both children’s invoices with payments and what is due and overdue', async () => {
    const { parent, first, second } = await household(t);
    const own = await issued(t, staff, invoiceOf(parent.publicId));
    const a = await issued(t, staff, invoiceOf(first.publicId));
    const b = await issued(t, staff, invoiceOf(second.publicId, { dueOn: inDays(-2) }));
    await pay(t, staff, 'POST', `payment/invoices/${a.number}/payments`, {
      method: 'cash',
      amountMinor: 1000,
      paidOn: inDays(0),
    });
    const res = await mine(parent);
    expect(res.statusCode).toBe(200);
    const body = res.json<MyPaymentsResponse>();
    expect(body.invoices.map((i) => [i.number, i.status, i.subscriber.subscriberID])).toEqual([
      [b.number, 'overdue', second.publicId],
      [a.number, 'part-paid', first.publicId],
      [own.number, 'open', parent.publicId],
    ]);
    expect(body.invoices[1]!.payments).toEqual([
      expect.objectContaining({ method: 'cash', amountMinor: 1000 }),
    ]);
    expect(body.due).toEqual([{ currency: own.currency, dueMinor: 5000 + 4000 + 5000, overdueMinor: 5000 }]);
    // Each child sees their own invoice only.
    expect(numbersOf(await mine(first))).toEqual([a.number]);
    expect(numbersOf(await mine(second))).toEqual([b.number]);
  });

  it('prints an invoice with the organisation’s name, address, tax number and currency', async () => {
    const { parent, first } = await household(t);
    const invoice = await issued(t, staff, invoiceOf(first.publicId));
    const res = await printed(parent, invoice.number);
    expect(res.statusCode).toBe(200);
    const { invoice: shown, organisation } = res.json<MyInvoiceResponse>();
    expect(shown).toEqual(invoice);
    const row = await t.db.selectFrom('organisation_settings').select('value').executeTakeFirstOrThrow();
    const club = JSON.parse(row.value) as { name: string; address: string; taxNumber: string };
    expect(club.address).not.toBe('');
    expect(organisation).toEqual({
      name: club.name,
      logo: null,
      address: club.address,
      taxNumber: club.taxNumber,
      currency: invoice.currency,
    });
    expect((await printed(first, invoice.number)).statusCode).toBe(200);
  });

  it('another family, a parent by connection request and a stranger get 404 and see none of it', async () => {
    const { parent, first } = await household(t);
    const invoice = await issued(t, staff, invoiceOf(first.publicId));
    const other = await household(t);
    const byRequest = await person(t, 'subscriber');
    await parentOf(t, byRequest.userId, first.userId, 'request');
    const stranger = await person(t, 'subscriber');
    for (const who of [other.parent, other.first, byRequest, stranger]) {
      const res = await printed(who, invoice.number);
      expect(res.statusCode).toBe(404);
      expect(numbersOf(await mine(who))).not.toContain(invoice.number);
    }
    expect((await printed(parent, 'INV-999999')).statusCode).toBe(404);
    expect((await printed(parent, 'nope')).statusCode).toBe(400);
    expect((await t.api('GET', 'profile/payments')).statusCode).toBe(401);
  });
});

describe('invoices raised by events', () => {
  const ofEvent = async (eventId: number) =>
    t.db
      .selectFrom('invoices')
      .innerJoin('invoice_lines', 'invoice_lines.invoice_id', 'invoices.id')
      .select([
        'invoices.number',
        'invoices.subscriber_id',
        'invoices.payer_id',
        'invoices.total_minor',
        'invoices.origin',
      ])
      .where('invoice_lines.event_id', '=', eventId)
      .orderBy('invoices.id')
      .execute();

  it('a place at a paid event invoices the payer; the waitlist does not until a place is given and taken', async () => {
    const { parent, first, second } = await household(t);
    const event = await makeEvent(t, staff, { capacity: 1, feeMinor: 2500 });
    expect((await registered(t, parent, event.id, first.publicId)).status).toBe('registered');
    const waiting = await registered(t, parent, event.id, second.publicId);
    expect(waiting.status).toBe('waitlisted');
    expect(await ofEvent(event.id)).toEqual([
      expect.objectContaining({
        subscriber_id: first.userId,
        payer_id: parent.userId,
        total_minor: 2500,
        origin: 'event',
      }),
    ]);
    // The first child gives up the place: it is offered to the second, who takes it.
    const firstReg = await t.db
      .selectFrom('event_registrations')
      .select('id')
      .where('event_id', '=', event.id)
      .where('user_id', '=', first.userId)
      .executeTakeFirstOrThrow();
    expect(
      (await t.api('POST', `my/registrations/${firstReg.id}/cancel`, undefined, { token: parent.token }))
        .statusCode,
    ).toBe(200);
    expect(await ofEvent(event.id)).toHaveLength(1);
    expect(
      (await t.api('POST', `my/registrations/${waiting.id}/accept`, undefined, { token: parent.token }))
        .statusCode,
    ).toBe(200);
    const raised = await ofEvent(event.id);
    expect(raised.map((r) => r.subscriber_id)).toEqual([first.userId, second.userId]);
    expect(numbersOf(await mine(parent))).toEqual(expect.arrayContaining(raised.map((r) => r.number)));
    const read = await pay(t, staff, 'GET', `payment/invoices/${raised[1]!.number}`);
    expect(read.json<{ invoice: InvoiceDetail }>().invoice.lines).toEqual([
      expect.objectContaining({ kind: 'event', eventId: event.id, quantity: 1, unitMinor: 2500 }),
    ]);
  });

  it('staff giving a waiting person a place invoices them once; a free event invoices nobody', async () => {
    const adult = await person(t, 'subscriber');
    const filler = await person(t, 'subscriber');
    const event = await makeEvent(t, staff, { capacity: 1, feeMinor: 1200 });
    const held = await registered(t, filler, event.id, filler.publicId);
    const waiting = await registered(t, adult, event.id, adult.publicId);
    expect(waiting.status).toBe('waitlisted');
    const move = (id: number, status: string) =>
      t.api(
        'POST',
        `events/${event.id}/registrations/${id}`,
        { status },
        { token: staff.token, headers: { menuID: '18' } },
      );
    expect((await move(held.id, 'cancelled')).statusCode).toBe(200);
    for (const status of ['registered', 'absent', 'registered']) {
      const res = await move(waiting.id, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await ofEvent(event.id)).map((r) => r.subscriber_id)).toEqual([filler.userId, adult.userId]);
    const free = await makeEvent(t, staff, { feeMinor: 0 });
    await registered(t, adult, free.id, adult.publicId);
    expect(await ofEvent(free.id)).toEqual([]);
  });
});
