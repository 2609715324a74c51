import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone, REMINDER_HOUR, REMINDER_INTERVAL_DAYS } from '@fieldhouse/contract';
import { agedPerson, makeParent } from '../../test/events.ts';
import { changeSettings } from '../../test/settings.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { invoiceId, pay, speaks } from '../../test/payments.ts';
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
/** A day `n` days back on the clocks of the organisation's morning (where the runs happen). */
const daysAgo = (n: number) => dayInZone(Date.now() - n * DAY, zoneAtHour(REMINDER_HOUR));

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

/** A zone whose clocks now read `hour` o'clock (Etc/GMT-3 is three hours ahead of UTC). */
function zoneAtHour(hour: number) {
  let ahead = (((hour - new Date().getUTCHours()) % 24) + 24) % 24;
  if (ahead > 14) ahead -= 24;
  return ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

/** Sets the organisation's time zone through the settings page's call. */
const organisationIn = (timeZone: string) => changeSettings(t, boss.token, { timeZone });

/**
 * Runs the hourly job (`times` runs at once) when the organisation's clocks read `hour` o'clock
 * (its morning hour unless told otherwise); never in the last seconds of a UTC hour.
 */
async function runReminders(times = 1, hour = REMINDER_HOUR) {
  const now = new Date();
  if (now.getUTCMinutes() === 59 && now.getUTCSeconds() >= 50) {
    await new Promise((r) => setTimeout(r, (61 - now.getUTCSeconds()) * 1000));
  }
  await organisationIn(zoneAtHour(hour));
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

    // A run straight after (the same morning's second run), and two at once, send nothing more.
    await runReminders();
    await runReminders(2);
    expect(textsTo(p.mobile)).toHaveLength(1);
    // Six mornings later, still nothing; on the seventh morning, the second reminder, even when
    // that run starts a few minutes earlier in the hour than the first did.
    const back = async (ms: number) =>
      t.db
        .updateTable('payment_reminders')
        .set((eb) => ({ last_sent_at: eb('last_sent_at', '-', ms) }))
        .where('invoice_id', '=', await invoiceId(t, invoice.number))
        .execute();
    await back((REMINDER_INTERVAL_DAYS - 1) * DAY);
    await runReminders();
    expect(textsTo(p.mobile)).toHaveLength(1);
    await back(DAY - 10 * 60_000);
    await runReminders();
    expect(textsTo(p.mobile)).toHaveLength(2);
    expect(await reminders(p.userId)).toHaveLength(2);
  });

  it('leaves alone an invoice due today or later, one paid, and one void', async () => {
    const p = await payer();
    await invoiceDue(p.publicId, 0);
    const paid = await invoiceDue(p.publicId, 5);
    const take = await pay(t, boss, 'POST', `payment/invoices/${paid.number}/payments`, {
      method: 'cash',
      amountMinor: paid.totals.balanceMinor,
      paidOn: daysAgo(0),
    });
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
    await pay(t, boss, 'POST', `payment/invoices/${invoice.number}/payments`, {
      method: 'card',
      amountMinor: 2500,
      paidOn: daysAgo(1),
    });
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

  it('waits for the organisation’s morning: the hourly run sends nothing at other hours there', async () => {
    const p = await payer();
    const invoice = await invoiceDue(p.publicId, 3);
    for (const hour of [REMINDER_HOUR - 1, REMINDER_HOUR + 1, 20, 0]) await runReminders(1, hour);
    expect(textsTo(p.mobile)).toEqual([]);
    expect(await reminders(p.userId)).toEqual([]);
    // 08:00–09:00 on the organisation's clocks, whatever the hour in UTC.
    await runReminders();
    expect(textsTo(p.mobile)).toEqual([expect.stringContaining(invoice.number)]);
  });

  it('sends one reminder per invoice when two runs overlap', async () => {
    const p = await payer();
    for (let i = 0; i < 5; i++) await invoiceDue(p.publicId, 3 + i, 1000 + i);
    await runReminders(2);
    expect(textsTo(p.mobile)).toHaveLength(5);
    expect(await reminders(p.userId)).toHaveLength(5);
  });
});
