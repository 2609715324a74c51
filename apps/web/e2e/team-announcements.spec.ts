import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiMinorOf, apiSignIn, apiStaffMember, useSession } from './fixtures.ts';
import { apiTeam } from './match-fixtures.ts';

test("a coach announces to their team from its players dialog; a child player's parent receives it for the child", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // A family, a coach and a team are made first.
  const parent = await apiActiveSubscriber(request);
  const child = await apiMinorOf(request, parent);
  const coach = await apiStaffMember(request, 'coach');
  const teamName = `Swifts ${String(Date.now()).slice(-8)}`;
  await apiTeam(
    request,
    String((await apiSignIn(request, 'admin')).token),
    teamName,
    [child.person.user_name],
    [String(coach.session.subscriberID)],
  );

  await useSession(page, coach.session);
  await page.goto(`/master?kind=teams&q=${encodeURIComponent(teamName)}`);
  await page.getByRole('button', { name: `Actions for ${teamName}` }).click();
  await page.getByRole('menuitem', { name: 'Players' }).click();
  const dialog = page.getByRole('dialog', { name: `Players of ${teamName}` });
  await dialog.getByRole('textbox', { name: 'Announcement' }).fill('Bring a packed lunch on Saturday.');
  await dialog.getByRole('button', { name: 'Send to the team' }).click();
  await expect(dialog.getByText('Sent: 2 people notified.')).toBeVisible();

  const parentPage = await browser.newPage();
  await useSession(parentPage, parent.session);
  await parentPage.goto('/profile');
  await parentPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    parentPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`${teamName}, for ${child.person.full_name}: Bring a packed lunch on Saturday.`),
  ).toBeVisible();
  await parentPage.close();
});
