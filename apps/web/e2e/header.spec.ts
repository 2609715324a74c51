import { expect, test } from '@playwright/test';
import { apiActiveSubscriber, apiSignIn, expectAccessible, useSession } from './fixtures.ts';

test('the bell lists notifications with their dates and opens the approval a child asks for', async ({
  page,
}) => {
  await useSession(page, await apiSignIn(page.request, 'sam'));
  await page.goto('/dashboard/analytics');
  const bell = page.getByRole('button', { name: /Notifications, \d+ unseen/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Mia Okafor named you as their parent');
  // dd MMM yyyy
  await expect(panel.getByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
  await expectAccessible(page);
  await panel.getByText('Mia Okafor named you as their parent', { exact: false }).click();
  // The notification leads where the texted link does: the approval itself.
  await expect(page).toHaveURL(/\/auth\/login\?c=[0-9a-f-]{36}&p=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: "Approve your child's account" })).toBeVisible();
});

test('the profile dropdown shows the avatar, the name, a Profile link and logout', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'coach'));
  const profileCall = page.waitForRequest((r) => r.url().includes('/api/v1/subscriber/profile'));
  await page.goto('/dashboard/analytics');
  expect((await profileCall).headers()['menuid']).toBe('6');
  await page.getByRole('button', { name: /account menu for casey rivera/i }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Casey Rivera');
  await expect(menu.getByRole('img').first()).toHaveAttribute('src', /default-avatar|data:image|\.svg/);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('analytics shows figures from the database', async ({ page }) => {
  const session = await apiSignIn(page.request, 'admin');
  await useSession(page, session);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const figures = (await (
    await page.request.get('/api/v1/dashboard/analytics', {
      headers: { authorization: `Bearer ${String(session.token)}`, 'x-xsrf-token': xsrf },
    })
  ).json()) as { totalSubscribers: number };
  await page.goto('/dashboard/analytics');
  await expect(
    page.getByText(figures.totalSubscribers.toLocaleString('en'), { exact: true }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a subscriber without analytics sees a personal home titled Welcome', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'sam'));
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveTitle('Welcome');
  await expect(page.getByText(/Sam/).first()).toBeVisible();
  await expectAccessible(page);
});

test('the header search box opens to 170 px in 30 px steps and searches the pages', async ({ page }) => {
  // Opening the box changes no saved setting, so a shared demo account will do.
  await useSession(page, await apiSignIn(page.request, 'coach'));
  await page.goto('/dashboard/analytics');
  const box = page.getByRole('searchbox', { name: 'Search pages' });
  await expect(page.getByRole('button', { name: 'Search pages' })).toBeVisible();
  await expect(box).toBeHidden();
  // Record each width the box takes while it opens.
  await page.evaluate(() => {
    const widths: number[] = [];
    (window as unknown as { widths: number[] }).widths = widths;
    const input = document.querySelector('input[aria-label^="Search pages"]')!;
    const sample = () => {
      const width = input.getBoundingClientRect().width;
      if (widths.at(-1) !== width) widths.push(width);
      if (width < 170) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.getByRole('button', { name: 'Search pages' }).click();
  await expect(box).toBeFocused();
  await expect.poll(async () => (await box.boundingBox())?.width).toBe(170);
  const widths = await page.evaluate(() => (window as unknown as { widths: number[] }).widths);
  // (Below 30 px the box is only its padding.)
  const steps = widths.filter((w) => w >= 30);
  expect(
    steps.every((w) => w % 30 === 0 || w === 170),
    steps.join(),
  ).toBe(true);
  expect(steps.length, widths.join()).toBeGreaterThan(2);
  expect(widths.at(-1)).toBe(170);

  await box.fill('prof');
  await page
    .getByRole('button', { name: /Profile/ })
    .or(page.getByRole('option', { name: /Profile/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('staff find a subscriber from the header by part of their name or their number; Enter opens the record', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/dashboard/analytics');
  await page.getByRole('button', { name: 'Search pages and subscribers' }).click();
  const box = page.getByRole('searchbox', { name: 'Search pages and subscribers' });

  // Part of the name: the person is listed under the pages, and choosing them opens their record.
  await box.fill(person.full_name.split(' ')[1] ?? '');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(person.full_name) }).click();
  await expect(page).toHaveURL(/\/subscriber\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: person.full_name, level: 1 })).toBeVisible();

  // The number as people write it, and Enter: the first match opens.
  await page.keyboard.press('Control+K');
  const search = dialog.getByRole('textbox', { name: 'Search pages and subscribers' });
  await search.fill(`0${person.mobile.slice(0, 4)} ${person.mobile.slice(4)}`);
  await expect(dialog.getByRole('button', { name: new RegExp(person.full_name) })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/subscriber\/[\w-]+$/);
  await expect(dialog).toBeHidden();
});

test('a subscriber’s header search offers pages only', async ({ page, request }) => {
  const { session } = await apiActiveSubscriber(request);
  await useSession(page, session);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Search pages', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search pages', exact: true }).fill('Tess');
  await expect(page.getByRole('dialog').getByText('No page matches your search.')).toBeVisible();
});

test('a press on a header button still clicks it when the tooltip’s code arrives mid-press', async ({
  page,
  request,
}) => {
  const { session } = await apiActiveSubscriber(request);
  await useSession(page, session);
  // The tooltip's code is fetched when the pointer first reaches a button; here it arrives while
  // the button is held down, as on a slow connection.
  const TOOLTIP_CODE = /\/assets\/floating-[\w-]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TOOLTIP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Search pages', exact: true }).hover();
  await page.mouse.down();
  const arrived = page.waitForResponse(TOOLTIP_CODE);
  release();
  await arrived;
  // Two frames drawn: the code has run and React has drawn what it changed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
  await expect(page.getByRole('searchbox', { name: 'Search pages', exact: true })).toBeVisible();
});

test('Ctrl+K pressed while the console’s code still downloads opens the search once it has come', async ({
  page,
  request,
}) => {
  const { session } = await apiActiveSubscriber(request);
  await useSession(page, session);
  // Every script the page itself names comes at once; the ones it fetches after (the console's
  // routes and shell) wait until the key has been pressed.
  const html = await (await page.request.get('/profile')).text();
  const named = new Set(html.match(/\/assets\/[\w.-]+\.js/g));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto('/profile', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Control+K');
  release();
  await expect(page.getByRole('dialog', { name: 'Search pages' })).toBeVisible();
});
