import { expect, test, type Page } from '@playwright/test';
import { apiActiveSubscriber, SUBSCRIBER_PASSWORD } from './fixtures.ts';

/** Holds the app's JavaScript (its entry chunk) back until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the sign-in form is painted before its JavaScript runs; what is typed meanwhile stays and signs in', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  const release = await holdTheApp(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('User name or mobile number').fill(person.user_name);
  await page.getByRole('textbox', { name: 'Password' }).fill(SUBSCRIBER_PASSWORD);
  // Nothing can send the form before the app has taken the page over.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByLabel('User name or mobile number')).toHaveValue(person.user_name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test('a reader of Arabic never sees the English form drawn at build time', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'fieldhouse.preferences',
      JSON.stringify({ preferences: { language: 'ar', direction: 'rtl' }, pending: {} }),
    ),
  );
  const release = await holdTheApp(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();

  release();
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});
