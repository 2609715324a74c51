import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '@fieldhouse/contract';
import {
  apiActiveSubscriber,
  apiEvent,
  apiGet,
  apiPost,
  apiRegisterFor,
  apiSignIn,
  apiStaffMember,
  apiSubscriberSignIn,
  useSession,
  xsrfHeader,
} from './fixtures.ts';

/** Chooses an option of a select, typing it first when the select is searchable. */
async function choose(page: Page, label: string, option: string, { search = true } = {}) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  if (search) await box.fill(option);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff make an event at a venue, are warned when a second one overlaps it there, and open it', async ({
  page,
  request,
}) => {
  const staff = await apiStaffMember(request, 'admin');
  const stamp = String(Date.now()).slice(-8);
  const venue = `Court ${stamp}`;
  await apiPost(request, 'master/venues', staff.session.token ?? '', {
    name: venue,
    address: '2 Mill Lane, Leeds',
    capacity: 40,
  });
  await useSession(page, staff.session);

  await page.goto('/event');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { name: 'New event', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Spring trial ${stamp}`);
  await choose(page, 'Kind', 'Trial', { search: false });
  await choose(page, 'Venue', venue);
  await choose(page, 'Time zone', 'Europe/London');
  await page.getByRole('textbox', { name: 'Starts', exact: true }).fill('2030-04-06T10:00');
  // The end follows a new start: two hours on.
  await expect(page.getByRole('textbox', { name: 'Ends', exact: true })).toHaveValue('2030-04-06T12:00');
  await page.getByRole('textbox', { name: 'Places', exact: true }).fill('20');
  await page.getByRole('button', { name: 'Save and open' }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { name: `Spring trial ${stamp}`, level: 1 })).toBeVisible();
  const first = page.url();
  await expect(page.getByText(/6 Apr 2030, 10:00–12:00/)).toBeVisible();
  await expect(page.getByText('Taking registrations.')).toBeVisible();

  // A second event there, overlapping: a warning names the first, and saving is still allowed.
  await page.goto('/event/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Late session ${stamp}`);
  await choose(page, 'Venue', venue);
  await choose(page, 'Time zone', 'Europe/London');
  await page.getByRole('textbox', { name: 'Starts', exact: true }).fill('2030-04-06T11:00');
  const warning = page.getByRole('status').filter({ hasText: 'Something else is on at the same time' });
  await expect(warning).toContainText(`Spring trial ${stamp}`);
  await expect(warning).toContainText(venue);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('heading', { name: `Late session ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Only staff see it.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Open for registration' }).click();
  await expect(page.getByText('Taking registrations.')).toBeVisible();

  // Both are listed, and the calendar shows them on their day; the first opens from there.
  await page.goto(`/event?q=${stamp}`);
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(`Late session ${stamp}`) })).toContainText('Open');
  await page.getByText('Calendar', { exact: true }).click();
  await expect(page).toHaveURL(/view=calendar/);
  await page.goto(`/event?view=calendar&q=${stamp}&day=2030-04-01`);
  await expect(page.getByRole('heading', { name: 'April 2030', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`Spring trial ${stamp}`) }).click();
  await expect(page).toHaveURL(first);
});

test('a full event gives no place to the waitlist until one frees; a cancelled place is offered to the first waiting', async ({
  page,
  request,
}) => {
  const staff = await apiStaffMember(request, 'admin');
  const [first, second] = [await apiActiveSubscriber(request), await apiActiveSubscriber(request)];
  const event = await apiEvent(request, staff.session.token ?? '', { capacity: 1, kind: 'camp' });
  await apiRegisterFor(request, first.session.token ?? '', event.id, first.session.subscriberID ?? '');
  const waiting = await apiRegisterFor(
    request,
    second.session.token ?? '',
    event.id,
    second.session.subscriberID ?? '',
  );
  expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });

  await useSession(page, staff.session);
  await page.goto(`/event/${event.id}`);
  const table = page.getByRole('table', { name: 'Registrations' });
  const secondRow = table.getByRole('row', { name: new RegExp(second.person.full_name) });
  await expect(secondRow).toContainText('Waitlisted');
  await expect(secondRow).toContainText('Place 1');
  await secondRow.getByRole('button', { name: `Actions for ${second.person.full_name}` }).click();
  await page.getByRole('menuitem', { name: 'Give a place' }).click();
  await expect(page.getByRole('alert')).toContainText('Every place is taken');

  const firstRow = table.getByRole('row', { name: new RegExp(first.person.full_name) });
  await firstRow.getByRole('button', { name: `Actions for ${first.person.full_name}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel the registration' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the registration of ${first.person.full_name}?` });
  await dialog.getByRole('button', { name: 'Cancel the registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstRow).toContainText('Cancelled');
  await expect(secondRow).toContainText('Offered a place');

  // Waiting only for those offered: the filter is kept in the address.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Offered a place' }).click();
  await expect(page).toHaveURL(/status=offered/);
  await expect(table.getByRole('row')).toHaveCount(2);

  // The export says what the list says: statuses as words, "Themself", each person's number as typed.
  let saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = async () =>
    fs
      .readFileSync(await (await saved).path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  let [header, ...rows] = await lines();
  await expect(page.getByRole('status').filter({ hasText: '2 rows saved' })).toBeVisible();
  expect(header).toBe(
    'Full name,User name,Date of birth,Status,Waitlist place,Registered by,Registered at,Mobile number,Parent or guardian,Parent’s mobile number',
  );
  expect(rows[0]).toMatch(
    new RegExp(
      `^${first.person.full_name},${first.person.user_name},1994-05-17,Cancelled,,Themself,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},\u200E\\+44${first.person.mobile},,$`,
    ),
  );
  expect(rows[1]).toContain(',Offered a place,,Themself,');

  // In Arabic, their saved language, the same words in Arabic.
  const res = await request.put('/api/v1/preferences', {
    data: { ...DEFAULT_PREFERENCES, language: 'ar', direction: 'rtl' },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(staff.session.token)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير CSV' }).click();
  [header, ...rows] = await lines();
  await expect(page.getByRole('status').filter({ hasText: 'حُفظ صفّان' })).toBeVisible();
  expect(header).toContain('الحالة,الترتيب في الانتظار,سجّله,وقت التسجيل,رقم الجوال');
  expect(rows[0]).toContain(',ملغى,,بنفسه,');
  expect(rows[1]).toContain(',عُرض عليه مكان,,بنفسه,');
});

test('attendance is taken on a phone, with a large toggle for each person', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const staff = await apiStaffMember(request, 'admin');
  const event = await apiEvent(request, staff.session.token ?? '', { title: `Sprint squad ${Date.now()}` });
  const people = [await apiActiveSubscriber(request), await apiActiveSubscriber(request)];
  for (const { session } of people) {
    await apiRegisterFor(request, session.token ?? '', event.id, session.subscriberID ?? '');
  }
  const [came, missed] = people.map((p) => p.person.full_name) as [string, string];

  await useSession(page, staff.session);
  await page.goto(`/event/${event.id}`);
  await page.getByRole('button', { name: 'Take attendance' }).click();
  await expect(page).toHaveURL(/mode=attendance/);
  const list = page.getByRole('list', { name: 'People with a place' });
  const attended = list.getByRole('group', { name: came }).getByRole('button', { name: 'Attended' });
  await attended.click();
  await expect(attended).toHaveAttribute('aria-pressed', 'true');
  const absent = list.getByRole('group', { name: missed }).getByRole('button', { name: 'Absent' });
  await absent.click();
  await expect(absent).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 attended · 1 absent · 0 not marked')).toBeVisible();
  // The toggles fit the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const { items } = (await apiGet(
    request,
    `events/${event.id}/registrations`,
    staff.session.token ?? '',
  )) as {
    items: { fullName: string; status: string }[];
  };
  expect(Object.fromEntries(items.map((r) => [r.fullName, r.status]))).toEqual({
    [came]: 'attended',
    [missed]: 'absent',
  });
  // Pressing a mark again takes it back.
  await attended.click();
  await expect(attended).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 attended · 1 absent · 1 not marked')).toBeVisible();
});

test('a role that sees only its own teams’ events, held by someone who coaches none, is told why the list is empty', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, 'admin');
  const made = await apiPost(request, 'roles', admin.token ?? '', {
    name: `Event desk ${Date.now().toString(36)}`,
  });
  const roleId = (made.role as { id: number }).id;
  const changed = await request.patch(`/api/v1/roles/${roleId}`, {
    headers: { authorization: `Bearer ${String(admin.token)}`, ...(await xsrfHeader(request)) },
    data: { actions: ['event.view', 'event.edit'] },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const { person } = await apiActiveSubscriber(request);
  await apiPost(request, `roles/${roleId}/holders`, admin.token ?? '', { userName: person.user_name });

  await useSession(page, await apiSubscriberSignIn(request, person));
  await page.goto('/event');
  await expect(
    page.getByText('You see the events of the teams you coach, and you coach no team yet.'),
  ).toBeVisible();
  await expect(page.getByText('Change or clear the filters')).toHaveCount(0);
  // Their own account works as anyone's: no error anywhere on the page.
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.goto('/event/new');
  await expect(page.getByText('You coach no team yet')).toBeVisible();
});
