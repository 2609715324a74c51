import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { apiActiveSubscriber, apiPost, useSession } from './fixtures.ts';
import { liveReady } from './fixtures-live.ts';

/** The bell's accessible name carries the unseen count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unseenLabel = (n: number) => (n === 0 ? 'Notifications' : `Notifications, ${n} unseen`);

async function unseenOn(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unseen/.exec(label)?.[1] ?? 0);
}

test('a new notification reaches every open console at once, and seen marks follow', async ({
  browser,
  request,
}) => {
  const recipient = await apiActiveSubscriber(request);
  const sender = await apiActiveSubscriber(request);
  const context = await browser.newContext();
  const [tab1, tab2] = [await context.newPage(), await context.newPage()];
  await useSession(tab1, recipient.session);
  await useSession(tab2, recipient.session);
  // Both channels open before the request is made, so it is pushed (with its toast), not read.
  const live = [liveReady(tab1), liveReady(tab2)];
  await tab1.goto('/dashboard/analytics');
  await tab2.goto('/dashboard/analytics');
  await Promise.all(live);
  await expect(bell(tab1)).toBeVisible();
  const before = await unseenOn(tab1);

  await apiPost(request, 'connections/request', sender.session.token ?? '', {
    subscriberID: recipient.session.subscriberID,
    kind: 'friend',
  });

  // No reload: a toast says who and what (looked at first: it closes by itself), and the count
  // rises in both tabs.
  await expect(
    tab1.getByRole('alert').filter({ hasText: 'wants to connect with you as a friend' }),
  ).toBeVisible();
  for (const tab of [tab1, tab2]) await expect(bell(tab)).toHaveAccessibleName(unseenLabel(before + 1));

  // Marking all seen in one tab clears the other.
  await bell(tab2).click();
  await tab2.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(bell(tab1)).toHaveAccessibleName(unseenLabel(0));

  // The pushed notification is in the list and opens the sender's relation page.
  await bell(tab1).click();
  await tab1
    .getByRole('dialog', { name: 'Notifications' })
    .getByText(`${sender.person.full_name} wants to connect with you as a friend`, { exact: false })
    .click();
  await expect(tab1).toHaveURL(new RegExp(`/auth/relation/${String(sender.session.subscriberID)}$`));
  await context.close();
});

test('the live channel reconnects by itself after the connection drops', async ({ page, request }) => {
  const recipient = await apiActiveSubscriber(request);
  const sender = await apiActiveSubscriber(request);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v1\/live$/, (socket) => {
    sockets.push(socket);
    socket.connectToServer();
  });
  await useSession(page, recipient.session);
  await page.goto('/dashboard/analytics');
  await expect(bell(page)).toBeVisible();
  // The channel opens once the console has loaded; give a busy machine the same time as a reconnect.
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(1);
  const before = await unseenOn(page);

  // The network drops the socket (not the server refusing it): the console opens a new one.
  await sockets[0]?.close({ code: 4000, reason: 'network gone' });
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(2);

  await apiPost(request, 'connections/request', sender.session.token ?? '', {
    subscriberID: recipient.session.subscriberID,
    kind: 'teammate',
  });
  await expect(bell(page)).toHaveAccessibleName(unseenLabel(before + 1));
});
