import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../platform/signed-request.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import {
  drainJobs,
  invoiceNow,
  issueFor,
  postWebhook,
  providerEvent,
  WEBHOOK_SECRET,
} from '../../test/provider.ts';
import { PROVIDER_EVENT_JOB } from './provider.service.ts';

let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  t = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  boss = await person(t, 'superAdmin');
});
afterAll(() => t.close());

/** A fresh subscriber's invoice of 50.00 in the organisation's currency. */
async function invoice(amountMinor = 5000) {
  const payer = await person(t, 'subscriber');
  return issueFor(t, boss, payer.publicId, amountMinor);
}

const paymentData = (i: { number: string; currency: string }, amount: number, providerPaymentId: string) => ({
  invoiceNumber: i.number,
  amount,
  currency: i.currency,
  providerPaymentId,
});

/** Everything a webhook call could change. */
async function state(number: string) {
  const [events, jobs, detail] = await Promise.all([
    t.db.selectFrom('payment_provider_events').selectAll().orderBy('id').execute(),
    t.db.selectFrom('jobs').select('id').where('kind', '=', PROVIDER_EVENT_JOB).execute(),
    invoiceNow(t, boss, number),
  ]);
  return { events, jobs: jobs.length, detail };
}

/** Posts the events in turn, then waits for their jobs. */
async function deliver(...events: ReturnType<typeof providerEvent>[]) {
  for (const event of events) {
    const res = await postWebhook(t, event);
    expect(res.statusCode, res.body).toBe(200);
  }
  await drainJobs(t, PROVIDER_EVENT_JOB);
}

describe('POST /payments/webhook: signatures', () => {
  it('takes a signed event with no session and no anti-forgery token, answers at once and pays by a job', async () => {
    const i = await invoice();
    const event = providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_paid_whole'));
    const res = await postWebhook(t, event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ received: true, duplicate: false });
    await drainJobs(t, PROVIDER_EVENT_JOB);
    const after = await invoiceNow(t, boss, i.number);
    expect(after.status).toBe('paid');
    expect(after.totals.balanceMinor).toBe(0);
    expect(after.payments).toEqual([
      expect.objectContaining({ method: 'provider', amountMinor: 5000, providerPaymentId: 'pi_paid_whole' }),
    ]);
  });

  it('refuses an unsigned, wrongly signed, tampered or stale event with 400 and a code, changing nothing', async () => {
    const i = await invoice();
    const event = providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_refused'));
    const raw = JSON.stringify(event);
    const before = await state(i.number);
    const now = Math.floor(Date.now() / 1000);
    const sign = (at = now, secret = WEBHOOK_SECRET) => signatureHeader(raw, secret, at);
    const tries: [body: string, signature: string | null, code: string][] = [
      [raw, null, 'SIGNATURE_INVALID'],
      [raw, '', 'SIGNATURE_INVALID'],
      [raw, 'v1=abc', 'SIGNATURE_INVALID'],
      [raw, `t=${now}`, 'SIGNATURE_INVALID'],
      [raw, sign(now, 'whsec_someone_else_0123456789'), 'SIGNATURE_INVALID'],
      // Signed for one body, sent with another (the amount raised on the way).
      [raw.replace('"amount":5000', '"amount":9000'), sign(), 'SIGNATURE_INVALID'],
      [raw, sign(now - 400), 'SIGNATURE_EXPIRED'],
      [raw, sign(now + 400), 'SIGNATURE_EXPIRED'],
    ];
    for (const [body, signature, code] of tries) {
      const res = await postWebhook(t, body, { signature });
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await state(i.number)).toEqual(before);
  });

  it('refuses a staff member’s session in place of a signature: no cookie or token lets an event in', async () => {
    const i = await invoice();
    const before = await state(i.number);
    const event = providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_staff'));
    const res = await t.api('POST', 'payments/webhook', event, { token: boss.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect(await state(i.number)).toEqual(before);
  });

  it('accepts any of several v1 signatures, as during a change of secret', async () => {
    const i = await invoice();
    const event = providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_two_secrets'));
    const raw = JSON.stringify(event);
    const old = signatureHeader(raw, 'whsec_the_old_secret_0000000');
    const current = signatureHeader(raw, WEBHOOK_SECRET, Number(old.slice(2, old.indexOf(','))));
    const res = await postWebhook(t, raw, { signature: `${old},v1=${current.split(',v1=')[1]}` });
    expect(res.statusCode, res.body).toBe(200);
    await drainJobs(t, PROVIDER_EVENT_JOB);
    expect((await invoiceNow(t, boss, i.number)).status).toBe('paid');
  });

  it('answers 400 SIGNED_BODY_INVALID to a rightly signed body that is not an event, storing nothing', async () => {
    const i = await invoice();
    const before = await state(i.number);
    const good = providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_malformed'));
    const bodies = [
      'not json',
      '',
      '[]',
      JSON.stringify({ ...good, type: 'payment.disputed' }),
      JSON.stringify({ ...good, data: { ...good.data, amount: 12.5 } }),
      JSON.stringify({ ...good, data: { ...good.data, amount: -5000 } }),
      JSON.stringify({ ...good, data: { ...good.data, invoiceNumber: 'nope' } }),
      JSON.stringify({ ...good, id: undefined }),
    ];
    for (const body of bodies) {
      const res = await postWebhook(t, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SIGNED_BODY_INVALID' });
    }
    expect(await state(i.number)).toEqual(before);
  });

  it('reads the bytes whatever type they are sent as', async () => {
    const i = await invoice();
    const event = providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_plain_text'));
    const res = await postWebhook(t, event, { contentType: 'text/plain' });
    expect(res.statusCode, res.body).toBe(200);
    await drainJobs(t, PROVIDER_EVENT_JOB);
    expect((await invoiceNow(t, boss, i.number)).status).toBe('paid');
  });
});

describe('POST /payments/webhook: replays and order', () => {
  it('acknowledges a replayed event id (200) and ignores it, even signed anew', async () => {
    const i = await invoice();
    const event = providerEvent('payment.succeeded', paymentData(i, 2000, 'pi_replayed'));
    await deliver(event);
    const once = await state(i.number);
    const again = await postWebhook(t, event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ received: true, duplicate: true });
    const later = await postWebhook(t, event, { at: Math.floor(Date.now() / 1000) + 60 });
    expect(later.json()).toMatchObject({ duplicate: true });
    await drainJobs(t, PROVIDER_EVENT_JOB);
    expect(await state(i.number)).toEqual(once);
    expect(once.detail.totals).toMatchObject({ paidMinor: 2000, balanceMinor: 3000 });
  });

  it('records one payment per provider payment id, whatever the event ids', async () => {
    const i = await invoice();
    const data = paymentData(i, 1500, 'pi_twice');
    await deliver(providerEvent('payment.succeeded', data), providerEvent('payment.succeeded', data));
    const after = await invoiceNow(t, boss, i.number);
    expect(after.payments).toHaveLength(1);
    expect(after.totals.balanceMinor).toBe(3500);
  });

  it('ends in the same state when a refund arrives before or after its payment', async () => {
    const ends = [];
    for (const refundFirst of [false, true]) {
      const i = await invoice();
      const id = `pi_refund_${refundFirst ? 'first' : 'second'}`;
      const created = Math.floor(Date.now() / 1000);
      const paid = providerEvent('payment.succeeded', paymentData(i, 5000, id), { created: created - 10 });
      const refunded = providerEvent('refund.succeeded', paymentData(i, 2000, id), { created });
      await (refundFirst ? deliver(refunded, paid) : deliver(paid, refunded));
      const after = await invoiceNow(t, boss, i.number);
      expect(after.payments).toHaveLength(1);
      expect(after.refunds).toEqual([
        expect.objectContaining({
          paymentId: after.payments[0]!.id,
          amountMinor: 2000,
          reason: '',
          byProvider: true,
        }),
      ]);
      ends.push({ status: after.status, totals: after.totals });
    }
    expect(ends[0]).toEqual(ends[1]);
    expect(ends[0]).toMatchObject({
      status: 'part-paid',
      totals: { paidMinor: 5000, refundedMinor: 2000, balanceMinor: 2000 },
    });
  });

  it('keeps a refund that waits for its payment from being applied twice when the refund is replayed', async () => {
    const i = await invoice();
    const refunded = providerEvent('refund.succeeded', paymentData(i, 1000, 'pi_wait_replay'));
    await deliver(refunded);
    expect((await invoiceNow(t, boss, i.number)).refunds).toEqual([]);
    await deliver(refunded, providerEvent('payment.succeeded', paymentData(i, 5000, 'pi_wait_replay')));
    expect((await invoiceNow(t, boss, i.number)).totals).toMatchObject({
      paidMinor: 5000,
      refundedMinor: 1000,
    });
  });

  it('leaves a paid invoice paid when a failure comes after or before its success, and records the failure', async () => {
    for (const failedFirst of [false, true]) {
      const i = await invoice();
      const id = `pi_failed_${failedFirst ? 'first' : 'second'}`;
      const created = Math.floor(Date.now() / 1000);
      const failed = providerEvent('payment.failed', paymentData(i, 5000, id), { created: created - 5 });
      const paid = providerEvent('payment.succeeded', paymentData(i, 5000, id), { created });
      await (failedFirst ? deliver(failed, paid) : deliver(paid, failed));
      const after = await invoiceNow(t, boss, i.number);
      expect(after.status).toBe('paid');
      expect(after.payments).toHaveLength(1);
      const trail = await t.db
        .selectFrom('audit_log')
        .select(['action', 'user_id'])
        .where('action', '=', 'payment-provider-failed')
        .where('facts', 'like', `%${i.number}%`)
        .execute();
      expect(trail).toEqual([{ action: 'payment-provider-failed', user_id: null }]);
    }
  });

  it('moves no money for an unknown invoice, another currency, or a refund above what was paid', async () => {
    const i = await invoice();
    await deliver(
      providerEvent('payment.succeeded', {
        ...paymentData(i, 5000, 'pi_unknown'),
        invoiceNumber: 'INV-999999',
      }),
      providerEvent('payment.succeeded', { ...paymentData(i, 5000, 'pi_currency'), currency: 'JPY' }),
      providerEvent('payment.succeeded', paymentData(i, 1000, 'pi_small')),
      providerEvent('refund.succeeded', paymentData(i, 1001, 'pi_small')),
    );
    const after = await invoiceNow(t, boss, i.number);
    expect(after.totals).toMatchObject({ paidMinor: 1000, refundedMinor: 0 });
    const outcomes = await t.db
      .selectFrom('payment_provider_events')
      .select(['provider_payment_id', 'outcome'])
      .where('provider_payment_id', 'in', ['pi_unknown', 'pi_currency', 'pi_small'])
      .orderBy('received_at')
      .execute();
    expect(outcomes).toEqual([
      { provider_payment_id: 'pi_unknown', outcome: 'unknown-invoice' },
      { provider_payment_id: 'pi_currency', outcome: 'currency-mismatch' },
      { provider_payment_id: 'pi_small', outcome: 'applied' },
      { provider_payment_id: 'pi_small', outcome: 'exceeds-paid' },
    ]);
  });
});
