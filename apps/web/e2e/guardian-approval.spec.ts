import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiMinorOf, apiPost, expectAccessible, useSession } from './fixtures.ts';

test("a stranger's request to a child waits for the parent, who approves it from their console; the child then sees it", async ({
  page,
  browser,
  request,
}) => {
  const parent = await apiActiveSubscriber(request);
  const child = await apiMinorOf(request, parent);
  const stranger = await apiActiveSubscriber(request);
  await apiPost(request, 'connections/request', stranger.session.token ?? '', {
    userName: child.person.user_name,
    kind: 'friend',
  });

  // The child is not shown the request yet.
  const childContext = await browser.newContext();
  const childPage = await childContext.newPage();
  await useSession(childPage, child.session);
  await childPage.goto('/profile');
  await expect(childPage.getByRole('heading', { name: 'Connections' })).toBeVisible();
  await expect(childPage.getByRole('region', { name: 'Waiting for your answer' })).toHaveCount(0);

  // The parent's bell leads to the child's page, where they approve it.
  await useSession(page, parent.session);
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByText(`${stranger.person.full_name} asks to connect with ${child.person.full_name}`, {
      exact: false,
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/children/${String(child.session.subscriberID)}$`));
  const waiting = page.getByRole('region', { name: 'Waiting for your approval' });
  await expect(waiting.getByText(stranger.person.full_name)).toBeVisible();
  await expectAccessible(page);
  await waiting
    .getByRole('button', { name: `Approve the request with ${stranger.person.full_name}` })
    .click();
  await expect(page.getByRole('region', { name: 'Waiting for your approval' })).toHaveCount(0);

  // Now the child sees it, to accept or decline.
  await childPage.reload();
  const answer = childPage.getByRole('region', { name: 'Waiting for your answer' });
  await expect(answer.getByText(stranger.person.full_name)).toBeVisible();
  await expect(
    answer.getByRole('button', { name: `Accept the request from ${stranger.person.full_name}` }),
  ).toBeVisible();
  await childContext.close();
});
