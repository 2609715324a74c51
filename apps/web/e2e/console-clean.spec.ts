import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, useSession } from './fixtures.ts';

// A production console says nothing in the browser's console: no notices, warnings or errors.
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (err) => messages.push(`uncaught: ${err.message}`));
  return messages;
}

test('the sign-in page loads with a clean browser console', async ({ page }) => {
  const messages = collectConsole(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});

test('the console loads the dashboard with a clean browser console', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'admin'));
  const messages = collectConsole(page);
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});
