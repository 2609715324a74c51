import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiSignIn,
  expectAccessible,
  useSession,
} from './fixtures.ts';

/** Every card has drawn its figures (no placeholder is left). */
async function figuresDrawn(page: Page) {
  await expect(page.locator('[data-kpi] [data-figure]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('an administrator opens the key figures, changes the period, reads a figure and a table, and downloads a CSV', async ({
  page,
  request,
}) => {
  // Someone who signed up today: the period's new subscribers count them.
  await apiActiveSubscriber(request);
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/dashboard/analytics');
  await page.getByRole('link', { name: 'KPIs' }).click();
  await expect(page.getByRole('heading', { name: 'Key figures', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 30 days');
  await figuresDrawn(page);

  // A preset: the address keeps it, and the figures say which days they compare.
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=last-7-days/);
  await expect(page.getByTestId('kpi-period')).toContainText('compared with');
  const growth = page.getByRole('region', { name: 'Growth' });
  const newcomers = growth.locator('[data-figure="New subscribers"]');
  await expect(newcomers).toBeVisible();
  await expect(newcomers.locator('[data-change]')).toBeVisible();
  // The chart's figures as a table screen readers reach, and the cohort table.
  await expect(
    page.getByRole('table', { name: 'Subscribers by step: new, active and churned' }),
  ).toBeAttached();
  await expect(page.getByRole('columnheader', { name: 'Sign-up month' })).toBeVisible();

  // Chosen days: the last before the first is said under them and nothing is asked for.
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Choose the days' }).click();
  await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-01-01');
  await expect(page.getByRole('alert')).toHaveText('The last day comes before the first.');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The calendar open under the field passes axe too.
  await expect(page.locator('[data-dates-dropdown]')).toBeVisible();
  await expectAccessible(page);
  await figuresDrawn(page);
  // A count as the console writes it: the whole suite's sign-ups today pass a thousand (1,024).
  await expect(newcomers.getByText(/^\d{1,3}(,\d{3})*$/)).toBeVisible();

  const saved = page.waitForEvent('download');
  await growth.getByRole('button', { name: 'Download CSV' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('New subscribers');
  await expectAccessible(page);
});

test('the key figures pass axe in the dark scheme, in Arabic, right to left', async ({ page }) => {
  await answerPreferences(page, { colorScheme: 'dark', language: 'ar', direction: 'rtl' });
  await useSession(page, await apiSignIn(page.request, 'admin'));
  await page.goto('/kpi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المؤشرات الرئيسية', level: 1 })).toBeVisible();
  await figuresDrawn(page);
  await expectAccessible(page);

  // The chosen days: the calendar's week starts on Saturday; a day typed from the keyboard in
  // Arabic-Indic digits is read, and the calendar open over the page passes axe too.
  await page.getByRole('combobox', { name: 'الفترة' }).click();
  await page.getByRole('option', { name: 'اختر الأيام' }).click();
  await expect(page).toHaveURL(/period=custom&from=/);
  const from = page.getByRole('textbox', { name: 'من', exact: true });
  await from.click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar.getByRole('columnheader').first()).toHaveText('س');
  const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await from.press('Control+A');
  await page.keyboard.type(day.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))));
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await figuresDrawn(page);
  await expectAccessible(page);
});
