import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiActiveSubscriber, apiSignIn, signIn, SUBSCRIBER_PASSWORD, useSession } from './fixtures.ts';

/** Signs staff in and opens the person's record from the directory, as a user would. */
async function openRecord(
  page: Page,
  request: APIRequestContext,
  person: { user_name: string; full_name: string },
  as = 'admin',
) {
  await useSession(page, await apiSignIn(request, as));
  await page.goto(`/subscriber?q=${person.user_name}`);
  await page.getByRole('link', { name: person.full_name }).click();
  await expect(page).toHaveURL(/\/subscriber\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: person.full_name, level: 1 })).toBeVisible();
}

test('staff open a record from the directory and correct the name and the date of birth', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  await openRecord(page, request, person);

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full name').fill(`${person.full_name} Jr`);
  await page.getByLabel('Date of birth').fill('2010-06-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${person.full_name} Jr`, level: 1 })).toBeVisible();
  await expect(page.getByText('15 Jun 2010')).toBeVisible();
});

test('staff suspend a person with a reason: they are signed out and told why; then reactivate', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Two browsers, each loading the console.
  const { person, session } = await apiActiveSubscriber(request);

  // The athlete has the console open in their own browser.
  const theirs = await browser.newContext();
  const athlete = await theirs.newPage();
  await useSession(athlete, session);
  await athlete.goto('/profile');
  await expect(athlete.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  await openRecord(page, request, person);
  // The reason is required, and shown next to the box when missing.
  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(' ');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText(/Say why in a few words/)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Kit not returned after the season');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Suspended: Kit not returned after the season')).toBeVisible();

  // Their console ends up on the sign-in page; signing in again tells them why.
  await athlete.reload();
  await expect(athlete).toHaveURL(/\/auth\/login/);
  await signIn(athlete, person.user_name, SUBSCRIBER_PASSWORD);
  await expect(athlete.getByText(/Kit not returned after the season/)).toBeVisible();

  // The history says who did it; the sessions tab shows none left open.
  await expect(page.getByText(/Active → Suspended/)).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions and sign-ins' }).click();
  await expect(page).toHaveURL(/tab=signIns/);
  await expect(page.getByText('No session is open.')).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('The account is active again.')).toBeVisible();
  await theirs.close();
});

test('staff text a subscriber from the record, and the text is listed there', async ({ page, request }) => {
  const { person } = await apiActiveSubscriber(request);
  await openRecord(page, request, person);
  await page.getByRole('button', { name: 'Send a text' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message').fill('Training moves to 6pm on Friday.');
  await expect(dialog.getByText('32 of 480 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The text is on its way.')).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications and texts' }).click();
  await expect(page.getByRole('cell', { name: /Training moves to 6pm on Friday/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'From staff' })).toBeVisible();
});

test('a coach reads a record without its sessions, sign-ins and addresses, and sees no error', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  await openRecord(page, request, person, 'coach');
  await expect(page.getByRole('tab', { name: 'Family and connections' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sessions and sign-ins' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A link to the tab they may not see opens the details instead.
  await page.goto(`${new URL(page.url()).pathname}?tab=signIns`);
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
});
