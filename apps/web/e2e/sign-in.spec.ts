import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './fixtures.ts';

test('signs in, lands on analytics, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectAccessible(page);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('ref'))).toBe('1');
  expect(await page.evaluate(() => sessionStorage.getItem('userName'))).toBe('admin');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The token was revoked on the server, not only forgotten: going back does not get in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('signs in with a mobile number', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, '+447700900002');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test('a wrong password is explained next to the form', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'sam', 'not-my-password');
  const alert = page.getByRole('alert').filter({ hasText: 'The user name or password is incorrect.' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expectAccessible(page);
});

test('an empty form names the missing fields', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/enter your user name or mobile number/i)).toBeVisible();
  await expect(page.getByText(/enter your password/i)).toBeVisible();
});

test('ten wrong passwords lock the account and say for how long', async ({ page }) => {
  // A generated subscriber, by the mobile number the seed gives it, so no other journey is disturbed.
  const mobile = '7000000040';
  await page.goto('/auth/login');
  for (let attempt = 1; attempt <= 10; attempt++) {
    await signIn(page, mobile, `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText(/locked .* try again in 15 minutes/i);
  await signIn(page, mobile);
  await expect(page.getByRole('alert')).toContainText(/locked/i);
});
