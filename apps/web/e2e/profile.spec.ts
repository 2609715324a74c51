import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  SUBSCRIBER_PASSWORD,
  apiActiveSubscriber,
  expectAccessible,
  newSubscriber,
  readSmsCode,
  signIn,
  useSession,
} from './fixtures.ts';

/** The header's account button and the picture in it. */
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });
const headerAvatar = (page: Page) => accountButton(page).locator('img');

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await (await chooser).setFiles(file);
}

test('a subscriber edits their details and confirms a new mobile number by its code', async ({
  page,
  request,
}) => {
  test.slow();
  const { person } = await apiActiveSubscriber(request);
  await signIn(page, person.user_name, SUBSCRIBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.goto('/profile');
  const details = page.getByRole('region', { name: /details/i });
  const detailsList = details.locator('dl');
  await details.getByRole('button', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { name: 'Edit details' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(person.full_name);
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('readonly', '');
  await expectAccessible(page);

  // The contract's rules show while typing.
  await page.getByLabel('User name', { exact: true }).fill('a');
  await expect(page.getByText('At least 3 characters')).toBeVisible();
  await page.getByLabel('User name', { exact: true }).fill(person.user_name);
  await expect(page.getByText('At least 3 characters')).toHaveCount(0);

  // A name the server refuses comes back under its field; nothing is lost.
  await page.getByLabel('User name', { exact: true }).fill('sam');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This user name is taken')).toBeVisible();
  await expect(page.getByLabel('User name', { exact: true })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toBeVisible();
  await page.getByLabel('User name', { exact: true }).fill(person.user_name);

  const newName = `${person.full_name} Ashby`;
  await page.getByLabel('Full name').fill(newName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  // The header reads the same cache: the new name is there without a reload.
  await expect(accountButton(page)).toHaveAccessibleName(`Account menu for ${newName}`);

  // A new number waits for the code texted to it; the old one stays meanwhile.
  const newMobile = newSubscriber().mobile;
  await details.getByRole('button', { name: 'Edit details' }).click();
  await details.getByLabel('Mobile number').fill(newMobile);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your new mobile number' })).toBeVisible();
  await expect(page.getByText(/We texted a 6-digit code to \+44 •+ \d{4}/)).toBeVisible();
  await expect(detailsList.getByText(`+44 ${person.mobile}`)).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expectAccessible(page);

  const code = await readSmsCode(newMobile);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert').filter({ hasText: /tries left/ })).toBeVisible();
  await enterCode(page, code);
  await expect(page.getByRole('status').filter({ hasText: 'Your mobile number is now' })).toBeVisible();
  await expect(detailsList.getByText(`+44 ${newMobile}`)).toBeVisible();

  await page.reload();
  await expect(detailsList.getByText(`+44 ${newMobile}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
});

test('a new picture shows in the header at once; a fake one is refused beside the control', async ({
  page,
  request,
}) => {
  const { session } = await apiActiveSubscriber(request);
  await useSession(page, session);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  const before = await headerAvatar(page).getAttribute('src');
  // Set on this document: still there afterwards means the page was never reloaded.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));

  // Named and typed like a PNG, but text: only the server, which reads the content, can tell.
  await choosePicture(page, {
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a text file, not a picture.'),
  });
  const error = page.locator('#picture-error');
  await expect(error).toHaveText('The picture must be a JPEG, PNG or WebP image.');
  await expect(page.getByRole('button', { name: 'Change picture' })).toHaveAccessibleDescription(
    /must be a JPEG, PNG or WebP image/,
  );
  await expect(headerAvatar(page)).toHaveAttribute('src', before ?? '');

  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 4, g: 169, b: 245 } },
  })
    .png()
    .toBuffer();
  await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status').filter({ hasText: 'Your new picture is saved.' })).toBeVisible();
  await expect(error).toHaveCount(0);
  const uploaded = /\/media\/avatars\/[0-9a-f]{32}\.webp$/;
  await expect(headerAvatar(page)).toHaveAttribute('src', uploaded);
  await expect(page.getByRole('img', { name: /^Profile picture of/ })).toHaveAttribute('src', uploaded);
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  // The picture really loads from the server.
  await expect
    .poll(() => headerAvatar(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a password change needs the current password, and the new one then signs in', async ({
  page,
  request,
}) => {
  test.slow();
  // Its API session stands for another device, which the change must sign out.
  const { person, session: elsewhere } = await apiActiveSubscriber(request);
  await signIn(page, person.user_name, SUBSCRIBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Password' });
  await expect(card).toContainText('signs you out on every other device');

  const newPassword = 'Seven lanes of cinder 42';
  await card.getByLabel('Current password').fill('not my password at all');
  await card.getByLabel('New password').fill(newPassword);
  await expect(card.getByText(/Strength: (Good|Strong)/)).toBeVisible();
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('This is not your current password')).toBeVisible();
  await expect(card.getByLabel('Current password')).toBeFocused();
  await expect(card.getByRole('alert')).toContainText('Your current password is not right.');

  await card.getByLabel('Current password').fill(SUBSCRIBER_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toContainText('You were signed out everywhere else');
  await expect(card.getByLabel('Current password')).toHaveValue('');
  await expectAccessible(page);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const other = await request.post('/api/v1/menu', {
    data: { data: 'x' },
    headers: { authorization: `Bearer ${String(elsewhere.token)}`, 'x-xsrf-token': xsrf },
  });
  expect(other.status()).toBe(401);

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, person.user_name, SUBSCRIBER_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, person.user_name, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});
