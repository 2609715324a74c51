import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiPost, useSession } from './fixtures.ts';

test('the notifications page pages back through every notification, not only the latest 20', async ({
  page,
  request,
}) => {
  const asker = await apiActiveSubscriber(request);
  const reader = await apiActiveSubscriber(request);
  // Each request to connect is a notification for the reader; a refusal lets the next one through.
  for (let i = 0; i < 22; i++) {
    await apiPost(request, 'connections/request', asker.session.token ?? '', {
      subscriberID: reader.session.subscriberID,
      kind: 'friend',
    });
    await apiPost(request, 'connections/respond', reader.session.token ?? '', {
      fromId: asker.session.subscriberID,
      accept: false,
    });
  }

  await useSession(page, reader.session);
  await page.goto('/notifications');
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Show older notifications' }).click();
  // The 22 requests and, oldest, the one saying staff approved the account.
  await expect(rows).toHaveCount(23);
  await expect(page.getByText('That is every notification you have.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show older notifications' })).toHaveCount(0);
});
