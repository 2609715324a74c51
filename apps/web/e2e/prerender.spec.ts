import { expect, test, type Page } from '@playwright/test';
import { apiActiveSubscriber, signIn, SUBSCRIBER_PASSWORD } from './fixtures.ts';

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

test('a reload after signing out shows the notice, and the console stays clean', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  await page.goto('/auth/login');
  await signIn(page, person.user_name, SUBSCRIBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const notice = page.getByRole('status').filter({ hasText: /signed out/i });
  await expect(notice).toBeVisible();

  // The notice lives in the history entry, so the reloaded page is not the visitor's form drawn
  // at build time: the app draws it afresh, and React reports no mismatch.
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(problems).toEqual([]);
});
