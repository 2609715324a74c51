import { expect, test } from '@playwright/test';
import { apiSignIn, expectAccessible, useSession } from './fixtures.ts';

test('the bell lists notifications with their dates and opens the sender relation page', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'sam'));
  await page.goto('/dashboard/analytics');
  const bell = page.getByRole('button', { name: /Notifications, \d+ unseen/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Mia Okafor named you as their parent');
  // dd MMM yyyy
  await expect(panel.getByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
  await expectAccessible(page);
  await panel.getByText('Mia Okafor named you as their parent', { exact: false }).click();
  await expect(page).toHaveURL(/\/auth\/relation\/[0-9a-f-]{36}$/);
});

test('the profile dropdown shows the avatar, the name, a Profile link and logout', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'coach'));
  const profileCall = page.waitForRequest((r) => r.url().includes('/api/v1/subscriber/profile'));
  await page.goto('/dashboard/analytics');
  expect((await profileCall).headers()['menuid']).toBe('6');
  await page.getByRole('button', { name: /account menu for casey rivera/i }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Casey Rivera');
  await expect(menu.getByRole('img').first()).toHaveAttribute('src', /default-avatar|data:image|\.svg/);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('analytics shows figures from the database', async ({ page }) => {
  const session = await apiSignIn(page.request, 'admin');
  await useSession(page, session);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const figures = (await (
    await page.request.get('/api/v1/dashboard/analytics', {
      headers: { authorization: `Bearer ${String(session.token)}`, 'x-xsrf-token': xsrf },
    })
  ).json()) as { totalSubscribers: number };
  await page.goto('/dashboard/analytics');
  await expect(
    page.getByText(figures.totalSubscribers.toLocaleString('en'), { exact: true }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a subscriber without analytics sees a personal home titled Welcome', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'sam'));
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveTitle('Welcome');
  await expect(page.getByText(/Sam/).first()).toBeVisible();
  await expectAccessible(page);
});
