import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '@fieldhouse/contract';
import {
  apiActiveSubscriber,
  apiSignIn,
  apiStaffMember,
  expectAccessible,
  useSession,
  xsrfHeader,
} from './fixtures.ts';

test('staff find a subscriber by part of their name and by their number, and the URL keeps the view', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  const surname = person.full_name.split('-')[1] ?? '';
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/subscriber');
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: /Directory/ });
  await page.getByRole('searchbox', { name: 'Search' }).fill(`runner-${surname}`);
  await expect(page).toHaveURL(new RegExp(`q=runner-${surname}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(person.full_name)).toBeVisible();
  await expect(page.getByTestId('directory-total')).toHaveText('1 subscriber');

  // A phone number in another format finds the same person.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(`0${person.mobile.slice(0, 3)} ${person.mobile.slice(3)}`);
  await expect(page).toHaveURL(/q=0/);
  await expect(table.getByText(person.full_name)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // A reload and the back button give the same view.
  await page.reload();
  await expect(search).toHaveValue(`0${person.mobile.slice(0, 3)} ${person.mobile.slice(3)}`);
  await expect(table.getByText(person.full_name)).toBeVisible();

  // Nobody matches: a useful empty state, not an empty table.
  await search.fill('qqzzxxyy');
  await expect(page).toHaveURL(/q=qqzzxxyy/);
  await expect(page.getByText('Nobody matches these filters.')).toBeVisible();
  await expectAccessible(page);
});

test('staff choose the columns (kept after a reload), page by cursor, back included, and order by a header', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/subscriber');
  const table = page.getByRole('region', { name: /Directory/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Columns are the reader's choice and outlast a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'E-mail' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();

  // Paging by cursor: the next page is in the URL and differs from the first.
  const firstRow = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow ?? '');
  await page.goBack();
  await expect(table.getByRole('row').nth(1)).toHaveText(firstRow ?? '');

  // The headers order the list on the server, the address keeping the order.
  const name = table.getByRole('columnheader', { name: 'Name', exact: true });
  const joined = table.getByRole('columnheader', { name: 'Signed up' });
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(joined).toHaveAttribute('aria-sort', 'none');
  // The first click asks for the server's own order by the column: newest first.
  await joined.getByRole('button').click();
  await expect(page).toHaveURL(/sort=joined/);
  await expect(joined).toHaveAttribute('aria-sort', 'descending');
  await expect(name).toHaveAttribute('aria-sort', 'none');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest first');
  await joined.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-joined/);
  await expect(joined).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Oldest first');
});

test('a subscriber cannot open the directory', async ({ page, request }) => {
  const { session } = await apiActiveSubscriber(request);
  await useSession(page, session);
  await page.goto('/subscriber');
  await expect(page.getByText(/permission/i).first()).toBeVisible();
});

/** The lines of a saved CSV file, its byte-order mark checked and dropped. */
function csvLines(path: string) {
  const text = fs.readFileSync(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trim().split('\r\n');
}

test('staff export the filtered list as CSV a spreadsheet shows as on screen, with its progress, in English and Arabic', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  // Staff of their own: the journey changes their language.
  const { session } = await apiStaffMember(request, 'admin');
  await useSession(page, session);
  await page.goto(`/subscriber?q=${person.user_name}`);
  const table = page.getByRole('region', { name: /Directory/ });
  await expect(table.getByText(person.full_name)).toBeVisible();

  // The file is held back a moment, so the journey sees the export under way, not only a spinner.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/subscribers/export.csv*', async (route) => {
    await held;
    await route.continue();
  });
  let saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(page.getByTestId('export-progress')).toHaveText('Preparing the file…');
  release();
  let file = await saved;
  await expect(page.getByRole('status').filter({ hasText: '1 row saved' })).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  let [header, ...rows] = csvLines(await file.path());
  // The table's default columns, in the table's order; the status as a word, the number as typed
  // (an invisible left-to-right mark keeps it text), the sign-up time as a spreadsheet reads one.
  expect(header).toBe('Full name,Mobile number,Status,Role,Sport,Signed up');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(
    new RegExp(
      `^${person.full_name},\u200E\\+44${person.mobile},Active,Subscriber,Athletics,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
    ),
  );

  // In Arabic (their saved language), the file is in Arabic too.
  await page.unroute('**/api/v1/subscribers/export.csv*');
  const res = await request.put('/api/v1/preferences', {
    data: { ...DEFAULT_PREFERENCES, language: 'ar', direction: 'rtl' },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(session.token)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير CSV' }).click();
  file = await saved;
  await expect(page.getByRole('status').filter({ hasText: 'حُفظ صف واحد' })).toBeVisible();
  [header, ...rows] = csvLines(await file.path());
  expect(header).toBe('الاسم الكامل,رقم الجوال,الحالة,الدور,الرياضة,تاريخ التسجيل');
  // The seeded sport as the Arabic console names it.
  expect(rows[0]).toContain(`${person.full_name},\u200E+44${person.mobile},نشط,المشترك,ألعاب القوى,`);
});

test('coaches look at the directory without the export', async ({ page, request }) => {
  const { person } = await apiActiveSubscriber(request);
  await useSession(page, await apiSignIn(request, 'coach'));
  await page.goto(`/subscriber?q=${person.user_name}`);
  await expect(page.getByRole('region', { name: /Directory/ }).getByText(person.full_name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});

test('staff filter by sport and sign-up date, choose a page of rows, then every row that matches', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, 'admin'));
  // The filtered answer is held back, as a loaded machine may delay it, until the journey has seen
  // the page meanwhile: the previous view's rows stay on screen, and none of them can be chosen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/subscribers\?(.*&)?sport=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/subscriber');
  const table = page.getByRole('region', { name: /Directory/ });
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('option', { name: 'Football' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/sport=\d+/);
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('checkbox', { name: 'Select every row on this page' })).toBeDisabled();
  release();
  // The filtered page itself: every row is a footballer.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.getByRole('row').filter({ hasNotText: 'Football' })).toHaveCount(1);

  await table.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByText('All 25 on this page are selected.')).toBeVisible();
  await page.getByRole('button', { name: /^Select all [\d,]+ that match$/ }).click();
  await expect(page.getByText(/^All [\d,]+ that match are selected\.$/)).toBeVisible();
  await expect(table.getByRole('checkbox').nth(3)).toBeChecked();

  // Another view is another choice: a date range nobody signed up in empties both.
  await page.getByLabel('Joined from').fill('2099-01-01');
  await expect(page).toHaveURL(/from=2099-01-01/);
  await expect(page.getByText('Nobody matches these filters.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveCount(0);
});

test('an address with an order the list does not know shows the usual view and says so', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto(`/subscriber?sort=x&q=${person.user_name}`);
  const notice = page
    .getByRole('status')
    .filter({ hasText: "Part of this page's address could not be used" });
  await expect(notice).toBeVisible();
  const table = page.getByRole('region', { name: /Directory/ });
  await expect(table.getByText(person.full_name)).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/subscriber\\?q=${person.user_name}$`));
});
