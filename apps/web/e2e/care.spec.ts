import { expect, test } from '@playwright/test';
import { apiMatchDayFamily } from './care-fixtures.ts';
import { expectAccessible, useSession } from './fixtures.ts';

test('a parent records an allergy and an emergency contact; the child’s coach sees them on the attendance page, and the read is in the audit trail', async ({
  page,
  browser,
  request,
}) => {
  // The child's team plays today: its session starts in a few minutes.
  const { parent, child, coach, admin, event } = await apiMatchDayFamily(request, 'Care team');
  const childName = child.person.full_name;

  // The parent keeps it on the child's page.
  await useSession(page, parent.session);
  await page.goto(`/profile/children/${String(child.session.subscriberID)}`);
  const card = page.getByRole('region', { name: 'Care and consents' });
  await card.getByRole('button', { name: 'Save' }).click();
  // Nothing typed yet: the contact's fields say so, beside them.
  await expect(card.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Name').fill('Grace Hopper');
  await card.getByLabel('Relation').fill('Aunt');
  await card.getByLabel('Mobile number').fill('7700900123');
  await card.getByLabel('Allergies').fill('Peanuts: carries an adrenaline pen');
  await card.getByLabel('May be treated in an emergency').check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
  await expectAccessible(page);

  // The coach, on a phone, flags and opens it from the attendance list.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const coachPage = await phone.newPage();
  await useSession(coachPage, coach.session);
  await coachPage.goto(`/event/${event.id}?mode=attendance`);
  const row = coachPage
    .getByRole('list', { name: 'People with a place' })
    .getByRole('group', { name: childName });
  await row.getByRole('button', { name: `Medical notes for ${childName}` }).click();
  const dialog = coachPage.getByRole('dialog', { name: `Medical notes for ${childName}` });
  await expect(dialog.getByText('Peanuts: carries an adrenaline pen')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call Grace Hopper' })).toHaveAttribute(
    'href',
    'tel:+447700900123',
  );
  await expectAccessible(coachPage);
  await phone.close();

  // The read is in the audit trail: who read whose record.
  const desk = await browser.newContext();
  const trail = await desk.newPage();
  await useSession(trail, admin);
  await trail.goto('/audit?action=care-read');
  const entry = trail
    .getByRole('table', { name: 'Audit trail entries' })
    .getByRole('row')
    .filter({ hasText: coach.person.full_name });
  await expect(entry).toContainText('Read emergency contacts, medical notes and consents');
  await expect(entry).toContainText(childName);

  // Staff holding the action find it on the person's record too, under "Care".
  await trail.goto(`/subscriber/${String(child.session.subscriberID)}`);
  await trail.getByRole('tab', { name: 'Care' }).click();
  await expect(trail.getByText('Peanuts: carries an adrenaline pen')).toBeVisible();
  await desk.close();
});
