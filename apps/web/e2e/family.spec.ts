import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiLinkParent, apiPost, expectAccessible, useSession } from './fixtures.ts';

test("a parent opens their child's profile from their own and sees it read-only", async ({
  page,
  request,
}) => {
  const parent = await apiActiveSubscriber(request);
  const child = await apiActiveSubscriber(request, { full_name: 'Robin Young' });
  const friend = await apiActiveSubscriber(request);
  await apiLinkParent(request, parent, child);
  await apiPost(request, 'connections/request', child.session.token ?? '', {
    subscriberID: friend.session.subscriberID,
    kind: 'friend',
  });

  await useSession(page, parent.session);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open the profile of Robin Young' }).click();
  await expect(page).toHaveURL(/\/profile\/children\//);
  await expect(page.getByRole('heading', { name: 'Robin Young', level: 1 })).toBeVisible();
  const connections = page.getByRole('region', { name: 'Their connections' });
  await expect(connections.getByText('Parent or guardian')).toBeVisible();
  await expect(connections.getByText(/They asked to be friends/)).toBeVisible();
  // Looking, not changing: in what the child's record shows, no buttons to answer, take back or remove,
  // and no picture upload (the parent's own cards — care, data rights — are apart).
  await expect(connections.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Details' }).getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // Someone else's child is nobody's business.
  await page.goto(`/profile/children/${String(friend.session.subscriberID)}`);
  await expect(page.getByText('No child of yours has that id.')).toBeVisible();
});
