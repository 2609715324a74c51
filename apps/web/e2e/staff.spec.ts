import { expect, test } from '@playwright/test';
import { apiPost, apiSignIn, readSms, signIn, useSession, xsrfHeader } from './fixtures.ts';

test('the Super Admin invites a staff member with a view-only role; the text’s link sets their password and their console shows only that; deactivated, they are signed out and told why', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Two browsers, each loading the console.
  const admin = await apiSignIn(request, 'admin');
  const stamp = String(Date.now()).slice(-8);
  const role = (await apiPost(request, 'roles', String(admin.token), { name: `Viewers ${stamp}` })) as {
    role: { id: number };
  };
  const patched = await request.patch(`/api/v1/roles/${role.role.id}`, {
    data: { actions: ['subscriber.view'] },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(admin.token)}` },
  });
  expect(patched.status()).toBe(200);

  await useSession(page, admin);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  const mobile = `78${stamp}`;
  await dialog.getByLabel('Full name').fill(`Nadia Viewer`);
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: `Viewers ${stamp}` }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(`nadia.${stamp}@club.example`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to Nadia Viewer.')).toBeVisible();
  await page.getByLabel('Search by name, user name or number').fill(mobile);
  const row = page.getByRole('row', { name: /Nadia Viewer/ });
  await expect(row).toContainText('Invited');

  // The text's link: they choose a password, then sign in like anyone else.
  const text = await readSms(mobile, 'invite');
  const link = /https?:\/\/\S+\/auth\/invitation\/[\w-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  const theirs = await browser.newContext();
  const staff = await theirs.newPage();
  await staff.goto(new URL(link).pathname);
  await expect(staff.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  const userName = (await staff.locator('bdi').first().textContent()) ?? '';
  await staff.getByLabel('Password', { exact: true }).fill('Viewing only 42!');
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff.getByText(`Your password is set. Sign in as ${userName}.`)).toBeVisible();
  await signIn(staff, userName, 'Viewing only 42!');
  const theirMenu = staff.getByRole('navigation', { name: 'Main navigation' });
  await expect(theirMenu.getByRole('link', { name: 'Subscribers' })).toBeVisible();
  await expect(theirMenu.getByRole('link')).toHaveText(['Riverside Sports Club', 'Subscribers']);

  // Deactivated: their open console is signed out, and the sign-in page says why.
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Actions for Nadia Viewer' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate Nadia Viewer?' });
  await deactivate.getByLabel('Reason').fill('Left the club');
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await staff.reload();
  await expect(staff).toHaveURL(/\/auth\/login/);
  await signIn(staff, userName, 'Viewing only 42!');
  await expect(staff.getByText(/Left the club/)).toBeVisible();
  await theirs.close();
});

test('the invitation starts from the inviter’s own country code, and an empty one asks for their name and a role before sending', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, 'admin');
  let sent = 0;
  await page.route('**/api/v1/staff', (route) => {
    if (route.request().method() === 'POST') sent += 1;
    return route.fallback();
  });
  await useSession(page, admin);
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  // The demo admin's number is British; the list starts with Australia (+61).
  expect(admin.isdCode).toBe('+44');
  await expect(dialog.getByLabel('Country code')).toHaveValue('+44');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter their full name')).toBeVisible();
  await expect(dialog.getByText('Choose a role')).toBeVisible();
  await expect(dialog).not.toContainText(/Too small|expected|Enter your full name/);
  expect(sent).toBe(0);
  // Choosing a role takes its message away.
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Coach' }).click();
  await expect(dialog.getByText('Choose a role')).toBeHidden();
});
