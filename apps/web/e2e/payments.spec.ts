import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiFamily,
  apiLinkParent,
  apiPost,
  apiStaffMember,
  AXE_THEMES,
  expectAccessible,
  useSession,
} from './fixtures.ts';

// The demo organisation's currency is GBP: two minor digits, "£".

test('staff issue an invoice, take a part payment and a refund, and the balance is right', async ({
  page,
  request,
}) => {
  const staff = await apiStaffMember(request, 'admin');
  const { person } = await apiActiveSubscriber(request);
  await useSession(page, staff.session);

  await page.goto('/payment/new');
  await expect(page.getByRole('heading', { name: 'Issue an invoice', level: 1 })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Subscriber' });
  await picker.fill(person.user_name);
  await page.getByRole('option', { name: person.full_name }).click();
  await page.getByLabel('Description').fill('Spring camp');
  await page.getByLabel('Quantity').fill('2');
  const price = page.getByLabel('Price (GBP)');
  // A sum the currency cannot hold is said beside the price, and nothing is issued.
  await price.fill('30.125');
  await page.getByRole('button', { name: 'Issue the invoice' }).click();
  await expect(page.getByText('Write a sum such as 12.50.')).toBeVisible();
  await price.fill('30');
  // The total follows what is typed: 2 × £30.00, less 10%.
  await page.getByRole('radiogroup', { name: 'Discount' }).getByText('Percent').click();
  await page.getByLabel('Percent off').fill('10');
  await page.getByLabel('Reason for the discount').fill('Early booking');
  await expect(page.getByTestId('issue-total')).toHaveText('£54.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Issue the invoice' }).click();

  await expect(page.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 })).toBeVisible();
  const number = /INV-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[0];
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // A part payment at the desk: £20.00 of £54.00; more than the balance is refused beside the amount.
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const take = page.getByRole('dialog', { name: `Record a payment on ${number}` });
  await take.getByLabel('Amount (GBP)').fill('60');
  await take.getByRole('button', { name: 'Record the payment' }).click();
  await expect(take.getByText('More than the balance, £54.00.')).toBeVisible();
  await take.getByLabel('Amount (GBP)').fill('20');
  await take.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment of £20.00 recorded.' })).toBeVisible();
  await expect(page.getByText('Part paid', { exact: true })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines of the invoice' });
  await expect(lines.getByRole('row', { name: /Balance due/ })).toContainText('£34.00');

  // A refund of part of that payment; never more than was paid.
  await page.getByRole('button', { name: /^Refund the payment of £20\.00/ }).click();
  const refund = page.getByRole('dialog', { name: `Refund on ${number}` });
  await refund.getByLabel('Amount (GBP)').fill('25');
  await refund.getByLabel('Reason').fill('Missed a day');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('More than was paid and not refunded, £20.00.')).toBeVisible();
  await refund.getByLabel('Amount (GBP)').fill('5');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refund of £5.00 recorded.' })).toBeVisible();
  await expect(lines.getByRole('row', { name: /Balance due/ })).toContainText('£39.00');
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('Missed a day');
  await expectAccessible(page);

  // The list finds it by its number, with its balance; the print has the organisation on it.
  await page.goto(`/payment?q=${number}`);
  const row = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: String(number) });
  await expect(row).toContainText('£39.00');
  await expectAccessible(page);
  await page.goto(`/payment/invoices/${number}/print`);
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('£20.00');
  await expectAccessible(page);
});

test('a parent sees both children’s invoices with what is due and paid, and opens a receipt', async ({
  page,
  request,
}) => {
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  const { parent, child } = await apiFamily(request);
  const second = await apiActiveSubscriber(request);
  await apiLinkParent(request, parent, second);
  const issue = async (subscriberID: string | number, description: string, unitMinor: number) => {
    const { invoice } = (await apiPost(request, 'payment/invoices', token, {
      subscriberID: String(subscriberID),
      lines: [{ kind: 'item', description, quantity: 1, unitMinor }],
      dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    })) as { invoice: { number: string } };
    return invoice.number;
  };
  const first = await issue(child.session.subscriberID ?? '', 'Under 12 season', 4500);
  const other = await issue(second.session.subscriberID ?? '', 'Goalkeeping clinic', 1500);
  await apiPost(
    request,
    `payment/invoices/${first}/payments`,
    token,
    { method: 'card', amountMinor: 4500, paidOn: new Date().toISOString().slice(0, 10) },
    { 'idempotency-key': `parent-view-${first}` },
  );

  await useSession(page, parent.session);
  await page.goto('/my/payments');
  const list = page.getByRole('list', { name: 'Invoices' });
  const paid = list.getByRole('listitem').filter({ hasText: first });
  const open = list.getByRole('listitem').filter({ hasText: other });
  await expect(paid).toContainText(`For ${child.person.full_name}`);
  await expect(paid).toContainText('Paid');
  await expect(paid.getByRole('list', { name: `Payments on ${first}` })).toContainText(
    '£45.00 by Card at the desk',
  );
  await expect(open).toContainText(`For ${second.person.full_name}`);
  await expect(open).toContainText('£15.00');
  await expect(page.getByRole('region', { name: 'Due' })).toContainText('£15.00');
  await expectAccessible(page);

  await paid.getByRole('link', { name: `Invoice and receipt ${first}` }).click();
  await expect(page.getByRole('heading', { name: `Receipt ${first}` })).toBeVisible();
  await expect(page.getByText('Thank you. This invoice is paid in full.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
});

test('staff order invoices and balances on the server, and download what each payer owes as CSV', async ({
  page,
  request,
}) => {
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  // Two payers owing more than any other journey's, so they lead the list, largest first.
  const owing = async (unitMinor: number) => {
    const { person, session } = await apiActiveSubscriber(request);
    await apiPost(request, 'payment/invoices', token, {
      subscriberID: String(session.subscriberID),
      lines: [{ kind: 'item', description: 'Stadium hire', quantity: 1, unitMinor }],
      dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    return person.full_name;
  };
  const most = await owing(999_999_999);
  const next = await owing(999_999_998);

  await useSession(page, staff.session);
  await page.goto('/payment');
  // The invoices, largest balance first: the first click on Balance asks for smallest first.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const byBalance = invoices.getByRole('columnheader', { name: 'Balance' });
  await byBalance.getByRole('button').click();
  await expect(page).toHaveURL(/sort=balance/);
  await byBalance.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-balance/);
  await expect(byBalance).toHaveAttribute('aria-sort', 'descending');
  await expect(invoices.getByRole('row').nth(1)).toContainText(most);
  await expect(invoices.getByRole('row').nth(2)).toContainText(next);

  await page.getByRole('tab', { name: 'Balances' }).click();
  await expect(page).toHaveURL(/tab=balances/);
  const table = page.getByRole('table', { name: 'Outstanding balances' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(most);
  await expect(rows.nth(1)).toContainText('£9,999,999.99');
  await expect(rows.nth(2)).toContainText(next);
  const balance = table.getByRole('columnheader', { name: 'Balance' });
  await expect(balance).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);

  // Smallest first, on the server; the file follows the list's order.
  await balance.getByRole('button').click();
  await expect(page).toHaveURL(/sort=balance/);
  await expect(balance).toHaveAttribute('aria-sort', 'ascending');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Payer');
  const at = (name: string) => lines.findIndex((line) => line.includes(name));
  expect(lines[at(next)]).toContain('9999999.98');
  expect(lines[at(most)]).toContain('9999999.99');
  expect(at(next)).toBeLessThan(at(most));
});

/** Each new page in each axe look (AXE_THEMES): staff's list, issue, invoice, print and record tabs; a family's payments and receipt. */
async function pagesOf(page: Page, paths: string[], direction: 'ltr' | 'rtl') {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
}

/** A family with an invoice for its child, issued by a staff member of its own. */
async function invoicedFamily(request: APIRequestContext) {
  const staff = await apiStaffMember(request, 'admin');
  const { parent, child } = await apiFamily(request);
  const { invoice } = (await apiPost(request, 'payment/invoices', String(staff.session.token), {
    subscriberID: String(child.session.subscriberID),
    lines: [{ kind: 'item', description: 'Kit', quantity: 1, unitMinor: 2500 }],
    dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  })) as { invoice: { number: string } };
  return { staff, parent, child, number: invoice.number };
}

for (const { colorScheme, language, direction } of AXE_THEMES) {
  test(`the staff's payment pages pass axe: ${colorScheme}, ${language}`, async ({ page, request }) => {
    // Seven pages, each checked by axe, on a machine shared with the server.
    test.slow();
    const { staff, child, number } = await invoicedFamily(request);
    await answerPreferences(page, { colorScheme, language, direction });
    await useSession(page, staff.session);
    const record = `/subscriber/${String(child.session.subscriberID)}`;
    const pages = [
      '/payment',
      '/payment?tab=balances',
      '/payment?tab=discount',
      '/payment/new',
      `/payment/invoices/${number}`,
    ];
    await pagesOf(
      page,
      [...pages, `/payment/invoices/${number}/print`, `${record}?tab=payments`, `${record}?tab=events`],
      direction,
    );
  });

  test(`the family's payment pages pass axe: ${colorScheme}, ${language}`, async ({ page, request }) => {
    const { parent, number } = await invoicedFamily(request);
    await answerPreferences(page, { colorScheme, language, direction });
    await useSession(page, parent.session);
    await pagesOf(page, ['/my/payments', `/my/payments/${number}`], direction);
  });
}
