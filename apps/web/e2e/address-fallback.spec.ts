import { expect, test } from '@playwright/test';
import { answerPreferences, apiSignIn, useSession } from './fixtures.ts';

// A list whose address holds what it cannot show (an old or mistyped link) shows its usual view and
// says so, instead of a failure whose "Try again" fails the same way.

test('an expired page link on Staff shows the first page and says so; closing the notice tidies the address', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/staff?cursor=bm90LWEtY3Vyc29y');
  const notice = page
    .getByRole('status')
    .filter({ hasText: "Part of this page's address could not be used" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('The staff could not be loaded')).toHaveCount(0);
  await expect(page).not.toHaveURL(/cursor=/);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});

test('in Arabic, an audit address with a date that is no date shows the whole trail and says so', async ({
  page,
  request,
}) => {
  await answerPreferences(page, { language: 'ar', direction: 'rtl' });
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/audit?from=yesterday');
  await expect(
    page.getByRole('status').filter({ hasText: 'تعذّر استخدام جزء من عنوان هذه الصفحة' }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
