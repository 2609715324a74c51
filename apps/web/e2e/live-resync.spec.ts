import { expect, test, type WebSocketRoute } from '@playwright/test';
import { apiKeepChildCare } from './care-fixtures.ts';
import { apiActiveSubscriber, apiMinorOf, useSession } from './fixtures.ts';

test('a push missed while the server was not listening shows once the server says to resync', async ({
  page,
  request,
}) => {
  const parent = await apiActiveSubscriber(request);
  const child = await apiMinorOf(request, parent);
  const childId = String(child.session.subscriberID);
  await apiKeepChildCare(request, parent, childId, { allergies: 'Wasp stings', contact: 'Grace Hopper' });

  // Between the page and the server: what the server pushes passes, until it is held back (as
  // when the server's process stopped listening while PostgreSQL restarted).
  let holding = false;
  let ready = false;
  let pageSide: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/api\/v1\/live$/, (socket) => {
    pageSide = socket;
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (String(message).includes('"ready"')) ready = true;
      if (!holding) socket.send(message);
    });
  });
  await useSession(page, child.session);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Care and consents' });
  await expect(card.getByText('Wasp stings')).toBeVisible();
  await expect.poll(() => ready, { timeout: 10_000 }).toBe(true);

  holding = true;
  await apiKeepChildCare(request, parent, childId, { allergies: 'Bee stings', contact: 'Grace Hopper' });
  // The server listens again and tells its consoles to read their lists again (its pushes stay
  // held back: only the resync can bring the change).
  pageSide?.send(JSON.stringify({ type: 'resync' }));
  await expect(card.getByText('Bee stings')).toBeVisible();
});
