import { expect, test } from '@playwright/test';
import { answerPreferences, apiSignIn, expectAccessible, useSession } from './fixtures.ts';

// The signed-out pages and every console page an administrator reaches, in both directions and
// both colour schemes.
const AUTH_PAGES = ['/auth/login', '/auth/register'];
const PAGES = [
  '/dashboard/analytics',
  '/profile',
  '/notifications',
  '/review/registrations',
  '/sms/outbox',
  '/subscriber',
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    test(`every console page passes axe: ${colorScheme}, ${direction}`, async ({ page }) => {
      test.slow();
      // The shared `admin` account's saved theme is answered inside this page and never written.
      await answerPreferences(page, { colorScheme, language, direction });
      const check = async (path: string) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page);
      };
      for (const path of AUTH_PAGES) await check(path);
      await useSession(page, await apiSignIn(page.request, 'admin'));
      for (const path of PAGES) await check(path);
    });
  }
}
