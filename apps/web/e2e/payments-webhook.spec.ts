import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiGet,
  apiPost,
  apiStaffMember,
  expectAccessible,
  useSession,
} from './fixtures.ts';

// The secret playwright.config.ts gives the journeys' server (PAYMENT_WEBHOOK_SECRET).
const SECRET = 'e2e-payment-webhook-secret-0001';

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the provider signs (platform/signed-request.ts). */
function signatureOf(body: string, secret = SECRET) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Posts the raw body with its signature header, as the provider would. */
const deliver = (request: APIRequestContext, body: string, signature: string) =>
  request.post('/api/v1/payments/webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'fieldhouse-signature': signature },
  });

type Invoice = { status: string; payments: { method: string; providerPaymentId: string | null }[] };

test('a signed webhook event marks an invoice paid, a replay changes nothing, a bad signature is refused', async ({
  page,
  request,
}) => {
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  const { session } = await apiActiveSubscriber(request);
  const { invoice } = (await apiPost(request, 'payment/invoices', token, {
    subscriberID: String(session.subscriberID),
    lines: [{ kind: 'item', description: 'Summer camp', quantity: 1, unitMinor: 4200 }],
    dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  })) as { invoice: { number: string } };
  const { number } = invoice;
  const read = async () =>
    ((await apiGet(request, `payment/invoices/${number}`, token)) as { invoice: Invoice }).invoice;

  const providerPaymentId = `pi_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { invoiceNumber: number, amount: 4200, currency: 'GBP', providerPaymentId },
  });

  // A signature made with another secret is refused with its code, and nothing is applied.
  const forged = await deliver(request, body, signatureOf(body, 'not-the-shared-secret-at-all'));
  expect(forged.status()).toBe(400);
  expect(((await forged.json()) as { code: string }).code).toBe('SIGNATURE_INVALID');
  expect((await read()).payments).toHaveLength(0);

  const first = await deliver(request, body, signatureOf(body));
  expect(first.status(), await first.text()).toBe(200);
  expect(await first.json()).toMatchObject({ received: true, duplicate: false });
  // A job applies the event: wait until the invoice says so.
  await expect.poll(async () => (await read()).status).toBe('paid');

  await useSession(page, staff.session);
  await page.goto(`/payment/invoices/${number}`);
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  // The status badge (the totals have a "Paid" row too), and nothing left to pay.
  await expect(page.locator('.mantine-Badge-root').filter({ hasText: /^Paid$/ })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines of the invoice' });
  await expect(lines.getByRole('row', { name: /Balance due/ })).toContainText('£0.00');
  const payments = page.getByRole('table', { name: 'Payments' });
  const row = payments.getByRole('row').filter({ hasText: 'Online' });
  await expect(row).toContainText('£42.00');
  await expect(row).toContainText(providerPaymentId);
  await expectAccessible(page);

  // The same event again, freshly signed: acknowledged and ignored; still one payment.
  const again = await deliver(request, body, signatureOf(body));
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ received: true, duplicate: true });
  const after = await read();
  expect(after.status).toBe('paid');
  expect(after.payments).toHaveLength(1);
  await page.reload();
  await expect(payments.getByRole('row').filter({ hasText: 'Online' })).toHaveCount(1);
});
