import { expect, test, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  expectAccessible,
  newSubscriber,
  readSmsCode,
  signIn,
  useSession,
} from './fixtures.ts';

const PASSWORD = 'Orange goalposts 9!';

async function fillRegistration(page: Page, person: ReturnType<typeof newSubscriber>) {
  await page.getByLabel('Full name').fill(person.full_name);
  await page.getByLabel('User name').fill(person.user_name);
  await page.getByLabel('Country code').selectOption('+44');
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByLabel('Date of birth').fill(person.date_of_birth);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Sport of interest').selectOption({ index: 1 });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

/** The queue is oldest first, so a new sign-up is on its last page. */
async function openLastPage(page: Page) {
  await expect(page.getByText(/^Waiting for review \(\d+\)$/)).toBeVisible();
  const last = page.getByRole('button', { name: 'last page' });
  if ((await last.count()) > 0) await last.click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

test('an adult registers, verifies the phone and waits for review', async ({ page }) => {
  test.slow();
  const person = newSubscriber();
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  // Rules show while typing, and the server's answer lands beside the field it is about.
  await page.getByLabel('User name').fill('a');
  await expect(page.getByText('At least 3 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Strength: Too short')).toBeVisible();
  await fillRegistration(page, { ...person, user_name: 'sam' });
  await expect(page.getByText(/Strength: (Good|Strong)/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This user name is taken')).toBeVisible();
  await expect(page.getByLabel('User name')).toBeFocused();

  await page.getByLabel('User name').fill(person.user_name);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByText(/We texted a 6-digit code to/)).toBeVisible();
  await expect(page.getByText(/New code available in 0:[0-3]\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expectAccessible(page);

  // A wrong code is refused in words and the boxes clear for another try.
  const code = await readSmsCode(person.mobile);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText(/code/i);
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');

  await enterCode(page, code);
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);
  await expect(page.getByRole('heading', { name: /reviewing your registration/ })).toBeVisible();
  await expectAccessible(page);
  // The console stays closed meanwhile.
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);
});

test('a pasted code fills all six boxes and is sent at once', async ({ page }) => {
  const person = newSubscriber();
  await useSession(page, await apiRegister(page.request, person));
  await page.goto('/auth/verify');
  await expect(page.getByText(/We texted a 6-digit code to/)).toBeVisible();
  const code = await readSmsCode(person.mobile);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, code);
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);
});

test('signing in leads status 2 to the code screen and status 3 to the review wait', async ({
  page,
  request,
}) => {
  test.slow();
  const person = newSubscriber();
  await apiRegister(request, person);
  await page.goto('/auth/login');
  await signIn(page, person.user_name, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await enterCode(page, await readSmsCode(person.mobile));
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, person.user_name, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);
});

test('staff approve a registration and the waiting page moves on to the dashboard by itself', async ({
  page,
  browser,
}) => {
  test.slow();
  const person = newSubscriber();
  await useSession(page, await apiRegister(page.request, person));
  await page.goto('/auth/verify');
  await enterCode(page, await readSmsCode(person.mobile));
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useSession(staff, await apiSignIn(staff.request, 'admin'));
  await staff.goto('/review/registrations');
  await expect(staff.getByRole('heading', { name: 'Registrations' })).toBeVisible();
  await openLastPage(staff);
  await expect(staff.getByRole('button', { name: `Approve ${person.full_name}` })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('button', { name: `Approve ${person.full_name}` }).click();
  await expect(staff.getByText(`${person.full_name} can now use the console.`)).toBeVisible();
  await expect(staff.getByRole('button', { name: `Approve ${person.full_name}` })).toHaveCount(0);
  await staffContext.close();

  // The decision arrives over the live channel: the waiting page moves on without a click.
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test('staff reject a registration with a reason the subscriber is sent', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const person = newSubscriber();
  const session = await apiRegister(request, person);
  const subscriberContext = await browser.newContext();
  const subscriber = await subscriberContext.newPage();
  await useSession(subscriber, session);
  await subscriber.goto('/auth/verify');
  await enterCode(subscriber, await readSmsCode(person.mobile));
  await expect(subscriber).toHaveURL(/\/auth\/awaiting-review$/);
  await subscriberContext.close();

  await useSession(page, await apiSignIn(page.request, 'admin'));
  await page.goto('/review/registrations');
  await openLastPage(page);
  await page.getByRole('button', { name: `Reject ${person.full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject registration' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why the registration is rejected')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason').fill('We could not confirm your club membership.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Reject ${person.full_name}` })).toHaveCount(0);

  await page.goto('/sms/outbox');
  await expect(page.getByRole('heading', { name: 'Text log', exact: true })).toBeVisible();
  await expect(page.getByText(/could not confirm your club membership/).first()).toBeVisible();
  await expectAccessible(page);
});
