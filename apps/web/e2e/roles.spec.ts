import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiPost, apiSignIn, apiSubscriberSignIn, useSession } from './fixtures.ts';

test('the Super Admin makes a role that may only view subscribers and gives it: the holder’s open console follows at once', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Two browsers, each loading the console.
  const { person, session } = await apiActiveSubscriber(request);
  const theirs = await browser.newContext();
  const staff = await theirs.newPage();
  await useSession(staff, session);
  await staff.goto('/profile');
  const theirMenu = staff.getByRole('navigation', { name: 'Main navigation' });
  await expect(theirMenu.getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(theirMenu.getByRole('link', { name: 'Subscribers' })).toHaveCount(0);

  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  const name = `Viewers ${person.user_name.slice(-6)}`;
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(dialog.getByText(/at least 2 characters/)).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  // Subscribers › View, and nothing else.
  await page.getByRole('checkbox', { name: 'Subscribers: View' }).check();
  await expect(page.getByRole('checkbox', { name: 'Subscribers', exact: true })).toHaveJSProperty(
    'indeterminate',
    true,
  );
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(/Saved\. Everyone who holds this role/)).toBeVisible();

  await page.getByRole('tab', { name: 'People' }).click();
  await page.getByLabel('Give this role to').fill('nobody_by_this_name');
  await page.getByRole('button', { name: 'Give role' }).click();
  await expect(page.getByText('Nobody has this user name')).toBeVisible();
  await page.getByLabel('Give this role to').fill(person.user_name);
  await page.getByRole('button', { name: 'Give role' }).click();
  await expect(page.getByRole('list', { name: `People who hold ${name}` })).toContainText(person.full_name);

  // Their console rebuilds its menu without a reload: Subscribers, beside their own account.
  await expect(theirMenu.getByRole('link', { name: 'Subscribers' })).toBeVisible();
  await expect(theirMenu.getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(theirMenu.getByRole('link', { name: 'Events', exact: true })).toHaveCount(0);
  await theirMenu.getByRole('link', { name: 'Subscribers' }).click();
  await expect(staff.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await theirs.close();
});

test('administrators see the roles but cannot change them', async ({ page, request }) => {
  const { person } = await apiActiveSubscriber(request);
  const admins = await apiSignIn(request, 'admin');
  // A person given the Admin role through the API, so the shared demo accounts stay as they are.
  const listed = await request.get('/api/v1/roles', {
    headers: { authorization: `Bearer ${String(admins.token)}` },
  });
  const { items } = (await listed.json()) as { items: { id: number; key: string | null }[] };
  const adminRole = items.find((role) => role.key === 'admin')?.id;
  await apiPost(request, `roles/${String(adminRole)}/holders`, admins.token ?? '', {
    userName: person.user_name,
  });
  await useSession(page, await apiSubscriberSignIn(request, person));
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Super Admin', level: 2 })).toBeVisible();
  await expect(page.getByText('The Super Admin may do everything')).toBeVisible();
  await page.getByRole('button', { name: 'Coach' }).click();
  await expect(page.getByText('Only a Super Admin can change roles.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Subscribers: View' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
});

test('ticks not yet saved are not lost silently: leaving the role asks first', async ({ page, request }) => {
  const admin = await apiSignIn(request, 'admin');
  const name = `Unsaved ${Date.now().toString(36)}`;
  await apiPost(request, 'roles', admin.token ?? '', { name });
  await useSession(page, admin);
  await page.goto('/roles');
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Subscribers: View' }).check();

  // Another role of the list, then another page: each time the console asks, and Cancel stays.
  await page.getByRole('button', { name: /^Coach/ }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('Your changes on this page are not saved yet.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Subscribers: View' })).toBeChecked();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

test('the roles editor says when ticks make no sense, and leaves everyone’s own account out', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, 'admin');
  const name = `Events desk ${Date.now().toString(36)}`;
  await apiPost(request, 'roles', admin.token ?? '', { name });
  await useSession(page, admin);
  await page.goto('/roles');
  await page.getByRole('button', { name }).click();
  await expect(page.getByText('Everyone who signs in keeps their own profile, notifications')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Notifications', exact: true })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Events: Edit' }).check();
  await expect(page.getByText('Events: an action is ticked without View')).toBeVisible();
  await expect(page.getByText('Without “Every team”, people with this role see and run only')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Events: View' }).check();
  await expect(page.getByText('Events: an action is ticked without View')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Events: Every team/ }).check();
  await expect(page.getByText('Without “Every team”')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(/Saved\. Everyone who holds this role/)).toBeVisible();
});
