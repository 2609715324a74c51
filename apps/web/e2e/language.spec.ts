import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiPost, expectAccessible, SUBSCRIBER_PASSWORD } from './fixtures.ts';

test('Arabic turns the sign-in page right to left, in Arabic, and English turns it back', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByText('العربية').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByLabel('اسم المستخدم أو رقم الجوال')).toBeVisible();
  // The form's own checks speak Arabic too.
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('أدخل كلمة المرور')).toBeVisible();
  await expectAccessible(page);

  await page.getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('in Arabic the server’s refusal is shown in Arabic', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByText('العربية').click();
  await page.getByLabel('اسم المستخدم أو رقم الجوال').fill('admin');
  await page.getByLabel(/^كلمة المرور/).fill('not the password');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  // The server words it in English; the console shows the Arabic for its code.
  await expect(page.getByText('اسم المستخدم أو كلمة المرور غير صحيحة.')).toBeVisible();
  await expectAccessible(page);
});

test('Arabic stays chosen across page loads: menu, notifications and profile speak it', async ({
  page,
  request,
}) => {
  test.slow(); // Two fresh people, three pages checked with axe.
  // A fresh person: the choice is saved to the account, and demo accounts are shared by other tests.
  const { person } = await apiActiveSubscriber(request);
  await page.goto('/auth/login');
  await page.getByText('العربية').click();
  await page.getByLabel('اسم المستخدم أو رقم الجوال').fill(person.user_name);
  await page.getByLabel(/^كلمة المرور/).fill(SUBSCRIBER_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);

  await page.goto('/notifications');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الإشعارات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
  // The seeded menu's titles come from the server in English and show in Arabic.
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toContainText('حسابي');
  // The console's own notifications are worded in the reader's language from their kind.
  const main = page.getByRole('main');
  await expect(main.getByText('تمت الموافقة على تسجيلك. مرحبًا بك في Fieldhouse!')).toBeVisible();
  await expectAccessible(page);

  // One arriving live is worded in Arabic too: in the toast and in the list.
  // Another fresh person: the demo accounts' hourly budget of requests is shared by other tests.
  const asker = await apiActiveSubscriber(request);
  await apiPost(request, 'connections/request', String(asker.session.token), {
    userName: person.user_name,
    kind: 'teammate',
  });
  const asked = `يريد ${asker.person.full_name} التواصل معك بصفته زميلًا في الفريق.`;
  await expect(page.getByRole('alert').filter({ hasText: asked })).toBeVisible();
  await expect(main.getByText(asked)).toBeVisible();

  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toContainText('الملف الشخصي');
  await expectAccessible(page);

  // Signing out says so in Arabic, on a sign-in page that stays Arabic.
  await page.getByRole('button', { name: new RegExp(person.full_name) }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByText('لقد سجّلت الخروج.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
});
