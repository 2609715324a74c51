import { expect, test } from '@playwright/test';
import { apiSignIn, signIn, useSession } from './fixtures.ts';

test('the guard sends a visitor to sign in and back to the page asked for', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fprofile/);
  await signIn(page, 'coach');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('a signed-in user opening the auth shell goes to analytics', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'coach'));
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test('status 7 stays at sign-in and sees the waiting-for-parent step', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'mia');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Waiting for your parent' })).toBeVisible();
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('route x stores the child and parent and goes to sign-in carrying them', async ({ page }) => {
  await page.goto('/x?c=child-123&p=parent-456');
  await expect(page).toHaveURL(/\/auth\/login\?c=child-123&p=parent-456$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('childId'), localStorage.getItem('parentId')]),
  ).toEqual(['child-123', 'parent-456']);
  // Signed in with a stored childId: the session check keeps the user on the approval step.
  await signIn(page, 'sam');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: "Approve your child's account" })).toBeVisible();
});

test('route x works while signed in too', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'sam'));
  await page.goto('/x?c=c1&p=p1');
  await expect(page).toHaveURL(/\/auth\/login\?c=c1&p=p1$/);
  await expect(page.getByRole('heading', { name: "Approve your child's account" })).toBeVisible();
});

test('a revoked token leads to sign-in with a message, then back to the page', async ({ page }) => {
  const session = await apiSignIn(page.request, 'coach');
  await useSession(page, session);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  // Revoke the token behind the page's back, as an expiry or a sign-out elsewhere would.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const out = await page.request.post('/api/v1/logout', {
    headers: { authorization: `Bearer ${String(session.token)}`, 'x-xsrf-token': xsrf },
  });
  expect(out.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fprofile/);
  await expect(page.getByText(/session has ended|session has expired/i)).toBeVisible();
  await signIn(page, 'coach');
  await expect(page).toHaveURL(/\/profile$/);
});
