import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiSignIn, expectAccessible, useSession } from './fixtures.ts';

// Staff keep a subscriber's parent or guardian links on the record's family tab, each change with
// a reason: a link added there gives the parent the child's profile, and removing it takes it away.
test.setTimeout(90_000);

test("staff add a parent on the child's record, then remove the link with a reason", async ({
  browser,
  page,
  request,
}) => {
  const parent = await apiActiveSubscriber(request);
  const child = await apiActiveSubscriber(request);
  const childName = child.person.full_name;
  const parentName = parent.person.full_name;

  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto(`/subscriber/${String(child.session.subscriberID)}?tab=family`);
  await expect(page.getByRole('heading', { name: childName, level: 1 })).toBeVisible();

  // Adding needs the parent and a reason; a missing reason is said next to its box.
  await page.getByRole('button', { name: 'Add parent' }).click();
  const add = page.getByRole('dialog', { name: `Add a parent or guardian of ${childName}` });
  await add.getByLabel('Parent’s user name or mobile number').fill(parent.person.user_name);
  await add.getByRole('button', { name: 'Add parent' }).click();
  await expect(add.getByLabel('Reason')).toHaveAccessibleDescription(/Say why in a few words/);
  await expectAccessible(page);
  await add.getByLabel('Reason').fill('Mother; birth certificate seen at the desk');
  await add.getByRole('button', { name: 'Add parent' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').getByText('The parent or guardian is linked')).toBeVisible();
  const connected = page.getByRole('region', { name: 'Connected' });
  await expect(connected).toContainText(parentName);
  await expect(connected).toContainText('Parent or guardian');

  // The parent now opens the child's profile from their own.
  const theirs = await browser.newContext();
  const parentPage = await theirs.newPage();
  await useSession(parentPage, parent.session);
  await parentPage.goto(`/profile/children/${String(child.session.subscriberID)}`);
  await expect(parentPage.getByRole('heading', { name: childName, level: 1 })).toBeVisible();

  // Staff remove the link, with a reason neither of them is sent.
  await connected.getByRole('button', { name: `Remove ${parentName} as parent or guardian` }).click();
  const remove = page.getByRole('dialog', { name: `Remove ${parentName} as parent or guardian` });
  await remove.getByLabel('Reason').fill('Court order ended; confirmed with the family');
  await remove.getByRole('button', { name: 'Remove link' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('status').getByText('The link is removed')).toBeVisible();
  await expect(connected).not.toContainText(parentName);

  // The parent's look at the child is gone.
  await parentPage.reload();
  await expect(parentPage.getByText('No child of yours has that id.')).toBeVisible();
  await theirs.close();
});
