import { expect, test } from '@playwright/test';
import { apiSignIn, expectAccessible, useSession } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'admin'));
});

test('a nested item shows its breadcrumbs and browser title, and stores menuID', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/analytics/');
  await expect(crumbs).toContainText('Account');
  await expect(crumbs).toContainText('My account');
  await expect(crumbs).toContainText('Profile');
  await expect(page).toHaveTitle('Profile | Fieldhouse');
  expect(await page.evaluate(() => sessionStorage.getItem('menuID'))).toBe('6');
  await expectAccessible(page);
});

test('a page no menu item matches is titled Welcome', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await expect(page).toHaveTitle('Welcome');
  await expectAccessible(page);
});

test('opening one collapse closes the other', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  const dashboard = page.getByRole('button', { name: 'Dashboard' });
  const account = page.getByRole('button', { name: 'My account' });
  await expect(dashboard).toHaveAttribute('aria-expanded', 'true');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboard).toHaveAttribute('aria-expanded', 'false');
});

test('hidden items stay out of the menu; external links open a new tab', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByText('Live')).toBeVisible();
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(nav.getByRole('link', { name: 'Notifications' })).toHaveCount(0);
  const external = nav.getByRole('link', { name: /API reference/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('href', '/api/docs');
});

test('the collapse toggle narrows the menu on a wide screen', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  const toggle = page.getByRole('button', { name: /collapse the menu/i });
  await toggle.click();
  await expect(page.getByRole('button', { name: /expand the menu/i })).toBeVisible();
});

test('the mobile menu opens at 390 px and closes when a page is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/analytics');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'My account' }).click();
  await drawer.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toBeHidden();
  await expectAccessible(page);
});

test('the progress bar shows during a slow navigation and hides after', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  // Hold back the profile area's code so the navigation takes a while.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByTestId('nav-progress')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('nav-progress')).toBeHidden();
});

test('a menu failure is shown with a Retry that recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/menu', async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: '500', code: 'INTERNAL', message: 'Something went wrong on our side.' }),
    });
  });
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  // The console tries a failing menu three times (waiting 1 s, then 2 s) before it gives up; on a
  // busy machine the three answers alone can take longer than the default wait.
  await expect(nav.getByText('The menu could not be loaded.')).toBeVisible({ timeout: 20_000 });
  fail = false;
  await nav.getByRole('button', { name: 'Retry' }).click();
  await expect(nav.getByRole('button', { name: 'My account' })).toBeVisible();
});

test('the search box finds a page by its title', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  await page.keyboard.press('Control+k');
  // The search dialog comes when first asked for: its box is the one inside it.
  await page
    .getByRole('dialog', { name: /Search pages/ })
    .getByRole('textbox')
    .fill('notif');
  await page
    .getByRole('option', { name: /Notifications/ })
    .or(page.getByRole('button', { name: /Notifications/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle('Notifications | Fieldhouse');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expectAccessible(page);
});
