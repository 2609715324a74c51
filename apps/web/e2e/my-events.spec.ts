import { expect, test } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiEvent,
  apiFamily,
  apiPost,
  apiRegisterFor,
  apiStaffMember,
  lettersOf,
  useSession,
} from './fixtures.ts';

const DAY_MS = 86_400_000;

test('a parent puts their child on the waitlist of a full camp; a freed place is offered, accepted, and the child is registered', async ({
  page,
  request,
}) => {
  test.slow(); // Five people are made and approved through the API first.
  const stamp = String(Date.now()).slice(-8);
  const child = `Robin Young-${lettersOf(Number(stamp))}`;
  const { parent, child: kid } = await apiFamily(request, { full_name: child });
  const staff = await apiStaffMember(request, 'admin');
  const taker = await apiActiveSubscriber(request);
  // Sooner than the other journeys' events, so it is on the first page of open events.
  const start = Date.now() + DAY_MS;
  const camp = await apiEvent(request, staff.session.token ?? '', {
    title: `Easter camp ${stamp}`,
    kind: 'camp',
    capacity: 1,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 6 * 3_600_000).toISOString(),
  });
  // Another person holds the only place.
  const held = await apiRegisterFor(
    request,
    taker.session.token ?? '',
    camp.id,
    taker.session.subscriberID ?? '',
  );
  expect(held.status).toBe('registered');

  await useSession(page, parent.session);
  await page.goto('/my/events');
  await expect(page.getByRole('heading', { name: 'My events', level: 1 })).toBeVisible();
  const open = page.getByRole('region', { name: 'Open events' });
  const item = open.getByRole('listitem').filter({ has: page.getByRole('heading', { name: camp.title }) });
  await expect(item).toContainText('Full: new registrations join the waitlist');
  await item.getByRole('button', { name: `Register ${child} for ${camp.title}` }).click();
  await expect(item.getByRole('status')).toHaveText(
    `${child} is on the waitlist for ${camp.title}: place 1.`,
  );
  await expect(item).toContainText('Already registered or on the waitlist.');
  const mine = page.getByRole('list', { name: 'Registrations' });
  await expect(mine).toContainText(`For ${child}`);
  await expect(mine).toContainText('Place 1 on the waitlist');

  // The holder cancels the taken place: it is offered to the child, and the parent is told.
  await apiPost(request, `events/${camp.id}/registrations/${held.id}`, staff.session.token ?? '', {
    status: 'cancelled',
  });
  await page.goto('/notifications');
  const offer = page.getByRole('button', { name: new RegExp(`A place is free at ${camp.title}`) });
  // The offer comes from the camp, not from the staff member who freed the place.
  await expect(offer.getByText(camp.title, { exact: true })).toBeVisible();
  await expect(offer).not.toContainText(staff.person.full_name);
  await offer.click();
  await expect(page).toHaveURL(/\/my\/events$/);
  const offers = page.getByRole('region', { name: 'Offers waiting for you' });
  await expect(offers).toContainText(`A place for ${child}`);
  await expect(offers).toContainText(/Answer in (4[78] hours|2 days)/);
  await offers.getByRole('button', { name: `Accept the place at ${camp.title} for ${child}` }).click();
  await expect(page.getByText(`${child} has a place at ${camp.title}.`)).toBeVisible();
  await expect(offers).toBeHidden();
  await expect(mine.getByRole('listitem').filter({ hasText: camp.title })).toContainText('Registered');
  expect(kid.session.subscriberID).toBeTruthy();
});
