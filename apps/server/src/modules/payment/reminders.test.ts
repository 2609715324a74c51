import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_INTERVAL_DAYS } from '@fieldhouse/contract';
import { agedPerson, makeParent } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { invoiceId, speaks } from '../../test/payments.ts';
import { issueFor } from '../../test/provider.ts';
import { REMINDER_JOB } from './reminders.job.ts';

let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  t = await startTestApp();
  boss = await person(t, 'superAdmin');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** A subscriber with a mobile number, and their language. */
async function payer(language: 'en' | 'ar' = 'en') {
  const p = await agedPerson(t, 30);
  await speaks(t, p, language);
  return p;
}

/** An invoice to `subscriberID` whose due day is `dueDaysAgo` days behind us. */
async function invoiceDue(subscriberID: string, dueDaysAgo: number, amountMinor = 4250) {
  const invoice = await issueFor(t, boss, subscriberID, amountMinor);
  await t.db
    .updateTable('invoices')
    .set({ due_on: daysAgo(dueDaysAgo) })
    .where('number', '=', invoice.number)
    .execute();
  return invoice;
}

async function runReminders(times = 1) {
  const ids = await Promise.all(Array.from({ length: times }, () => t.app.jobs.enqueue(REMINDER_JOB, {})));
  for (const id of ids) expect((await t.waitForJob(id)).state).toBe('completed');
}

const textsTo = (mobile: string) => t.texts.filter((text) => text.to === mobile).map((text) => text.text);

const reminders = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['kind', 'params', 'message', 'from_user_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'payment-overdue')
    .execute();

describe('overdue reminders', () => {
  it('tells the payer of an overdue invoice by a notification and a text, at most once a week', async () => {
    const p = await payer();
    const invoice = await invoiceDue(p.publicId, 3);
    await runReminders();
    expect(textsTo(p.mobile)).toEqual([expect.stringContaining(`invoice ${invoice.number} for £42.50`)]);
    const told = await reminders(p.userId);
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.params!)).toMatchObject({ invoice: invoice.number, amount: '£42.50' });
    expect(told[0]!.from_user_id).toBe(boss.userId);

    // The next day's run, and a run straight after, send nothing more.
    await runReminders();
    expect(textsTo(p.mobile)).toHaveLength(1);
    // Six days and 23 hours later, still nothing; a week later, the second reminder.
    const back = async (ms: number) =>
      t.db
        .updateTable('payment_reminders')
        .set((eb) => ({ last_sent_at: eb('last_sent_at', '-', ms) }))
        .where('invoice_id', '=', await invoiceId(t, invoice.number))
        .execute();
    await back(REMINDER_INTERVAL_DAYS * DAY - 3_600_000);
    await runReminders();
    expect(textsTo(p.mobile)).toHaveLength(1);
    await back(3_600_000);
    await runReminders();
    expect(textsTo(p.mobile)).toHaveLength(2);
    expect(await reminders(p.userId)).toHaveLength(2);
  });

  it('leaves alone an invoice due today or later, one paid, and one void', async () => {
    const p = await payer();
    await invoiceDue(p.publicId, 0);
    const paid = await invoiceDue(p.publicId, 5);
    const take = await t.api(
      'POST',
      `payment/invoices/${paid.number}/payments`,
      { method: 'cash', amountMinor: paid.totals.balanceMinor, paidOn: daysAgo(0) },
      { token: boss.token },
    );
    expect(take.statusCode, take.body).toBe(200);
    const voided = await invoiceDue(p.publicId, 5);
    expect(
      (await t.api('POST', `payment/invoices/${voided.number}/void`, {}, { token: boss.token })).statusCode,
    ).toBe(200);
    await runReminders();
    expect(textsTo(p.mobile)).toEqual([]);
    expect(await reminders(p.userId)).toEqual([]);
  });

  it('reminds for what is left after a part payment', async () => {
    const p = await payer();
    const invoice = await invoiceDue(p.publicId, 2, 10_000);
    await t.api(
      'POST',
      `payment/invoices/${invoice.number}/payments`,
      { method: 'card', amountMinor: 2500, paidOn: daysAgo(1) },
      { token: boss.token },
    );
    await runReminders();
    expect(textsTo(p.mobile)).toEqual([expect.stringContaining('for £75.00')]);
  });

  it('writes to each payer in their own language, and to a child’s parent rather than the child', async () => {
    const arabic = await payer('ar');
    const english = await payer('en');
    const child = await agedPerson(t, 10);
    await makeParent(t, arabic.userId, child.userId);
    const forChild = await invoiceDue(child.publicId, 4, 1200);
    expect(forChild.payer.subscriberID).toBe(arabic.publicId);
    await invoiceDue(english.publicId, 4, 1200);
    await runReminders();
    const [arText] = textsTo(arabic.mobile);
    expect(arText).toContain('الفاتورة');
    expect(arText).toContain(forChild.number);
    expect(arText).toMatch(/(١٢٫٠٠|12[.,]00)\s£/);
    expect(textsTo(english.mobile)).toEqual([expect.stringContaining('was due on')]);
    expect(textsTo(child.mobile)).toEqual([]);
    expect(await reminders(child.userId)).toEqual([]);
    const [notice] = await reminders(arabic.userId);
    expect(JSON.parse(notice!.params!).due).not.toMatch(/^\d{4}-/);
  });

  it('sends one reminder per invoice when two runs overlap', async () => {
    const p = await payer();
    for (let i = 0; i < 5; i++) await invoiceDue(p.publicId, 3 + i, 1000 + i);
    await runReminders(2);
    expect(textsTo(p.mobile)).toHaveLength(5);
    expect(await reminders(p.userId)).toHaveLength(5);
  });
});
