import { expect, test } from '@playwright/test';
import { apiKeepChildCare, apiMatchDayFamily } from './care-fixtures.ts';
import { apiActiveSubscriber, apiMinorOf, expectAccessible, useSession } from './fixtures.ts';

test('an adult keeps their own care record on their profile; a child reads what their parent keeps', async ({
  page,
  browser,
  request,
}) => {
  const adult = await apiActiveSubscriber(request);
  await useSession(page, adult.session);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Care and consents' });
  await expect(card).toContainText('held for you by the club');
  await card.getByLabel('Name').fill('Ada Byron');
  await card.getByLabel('Relation').fill('Sister');
  await card.getByLabel('Mobile number').fill('7700900456');
  await card.getByLabel('Conditions').fill('Asthma: inhaler in kit bag');
  await card.getByLabel('May travel with the team').check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
  // The consent says who answered it, and all of it is there after a reload.
  await expect(card.getByText(`Yes, given by ${adult.person.full_name}`)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(card.getByLabel('Conditions')).toHaveValue('Asthma: inhaler in kit bag');
  await expect(card.getByLabel('Name')).toHaveValue('Ada Byron');

  // A child sees their record as their parent keeps it, and cannot change it.
  const parent = await apiActiveSubscriber(request);
  const child = await apiMinorOf(request, parent);
  await apiKeepChildCare(request, parent, String(child.session.subscriberID), {
    allergies: 'Wasp stings',
    contact: 'Grace Hopper',
  });
  const own = await browser.newContext();
  const childPage = await own.newPage();
  await useSession(childPage, child.session);
  await childPage.goto('/profile');
  const childCard = childPage.getByRole('region', { name: 'Care and consents' });
  await expect(childCard).toContainText('Your parent or guardian keeps');
  await expect(childCard.getByText('Wasp stings')).toBeVisible();
  await expect(childCard.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await own.close();
});

test('a coach’s open attendance page shows the flag and the new emergency contact as the parent saves them', async ({
  page,
  request,
}) => {
  const { parent, child, coach, event } = await apiMatchDayFamily(request, 'Live care');
  const childId = String(child.session.subscriberID);
  const childName = child.person.full_name;

  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, coach.session);
  await page.goto(`/event/${event.id}?mode=attendance`);
  const row = page.getByRole('list', { name: 'People with a place' }).getByRole('group', { name: childName });
  await expect(row).toBeVisible();
  const flag = row.getByRole('button', { name: `Medical notes for ${childName}` });
  await expect(flag).toHaveCount(0);

  // The parent records an allergy: the flag appears on the open page.
  await apiKeepChildCare(request, parent, childId, { allergies: 'Peanuts', contact: 'Grace Hopper' });
  await flag.click();
  const dialog = page.getByRole('dialog', { name: `Medical notes for ${childName}` });
  await expect(dialog.getByRole('link', { name: 'Call Grace Hopper' })).toBeVisible();

  // The parent changes the emergency contact: the open dialog follows.
  await apiKeepChildCare(request, parent, childId, { allergies: 'Peanuts', contact: 'Alan Turing' });
  await expect(dialog.getByRole('link', { name: 'Call Alan Turing' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call Grace Hopper' })).toHaveCount(0);
});
