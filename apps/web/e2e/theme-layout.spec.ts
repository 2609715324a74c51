import { expect, test, type Page } from '@playwright/test';
import { apiActiveSubscriber, expectAccessible, useSession } from './fixtures.ts';

/*
 * Theme settings (the drawer, saved per account). Each test signs in a fresh subscriber, so the settings
 * it saves never reach the demo accounts other journeys use at the same time.
 */

async function signInFresh(page: Page): Promise<string> {
  const { session } = await apiActiveSubscriber(page.request);
  await useSession(page, session);
  return String(session.token);
}

async function serverPreferences(page: Page, token: string) {
  const res = await page.request.get('/api/v1/preferences', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { preferences: Record<string, unknown> }).preferences;
}

const html = (page: Page) => page.locator('html');
const navbar = (page: Page) => page.locator('.mantine-AppShell-navbar');

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Theme settings' });
  await expect(panel).toBeVisible();
  return panel;
}

const LAYOUT_ROUTES: [string, string, string][] = [
  ['static', 'data-fh-fixed-header', 'false'],
  ['fixed', 'data-fh-fixed-header', 'true'],
  ['nav-fixed', 'data-fh-fixed-menu', 'true'],
  ['nav-image', 'data-fh-menu-image', 'true'],
  ['collapse-menu', 'data-fh-menu-collapsed', 'true'],
  ['horizontal', 'data-fh-menu-layout', 'horizontal'],
  ['box', 'data-fh-boxed-layout', 'true'],
  ['rtl', 'dir', 'rtl'],
  ['light', 'data-mantine-color-scheme', 'light'],
  ['dark', 'data-mantine-color-scheme', 'dark'],
  ['icon-color', 'data-fh-icon-color', 'blue'],
  ['nav-color', 'data-fh-menu-color', 'blue'],
  ['layout-1', 'data-fh-header-color', 'blue'],
  ['layout-2', 'data-fh-menu-tone', 'light'],
  ['layout-3', 'data-fh-menu-color', 'indigo'],
  ['layout-4', 'data-fh-menu-color', 'dark'],
  ['layout-5', 'data-fh-menu-color', 'teal'],
  ['layout-12', 'data-fh-menu-color', 'violet'],
];

test('each /layout/... route applies its option, saves it, and shows the console', async ({ page }) => {
  test.slow(); // Eighteen page loads.
  const token = await signInFresh(page);
  for (const [route, attribute, value] of LAYOUT_ROUTES) {
    await page.goto(`/layout/${route}`);
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(html(page), route).toHaveAttribute(attribute, value);
    await expect(page.getByRole('button', { name: 'Theme settings' })).toBeVisible();
  }
  await expect
    .poll(() => serverPreferences(page, token))
    .toMatchObject({
      menuLayout: 'horizontal',
      menuColor: 'violet',
      headerColor: 'violet',
      direction: 'rtl',
    });

  await page.goto('/layout/no-such-option');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('the horizontal menu scrolls by its width minus 80 px and turns vertical below 992 px', async ({
  page,
}) => {
  await signInFresh(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/layout/horizontal');
  const wrapper = page.getByTestId('horizontal-menu-wrapper');
  await expect(wrapper.getByRole('button', { name: 'My account' })).toBeVisible();
  // The row sits under the header, spanning the page: no side menu.
  expect((await wrapper.boundingBox())?.y).toBeGreaterThanOrEqual(60);
  await expect(navbar(page)).toHaveCount(0);

  // A narrow row overflows: the forward arrow moves it by its visible width less 80 px.
  await page.addStyleTag({
    content: '[data-testid="horizontal-menu-wrapper"] { flex: none; width: 110px; }',
  });
  const forward = page.getByRole('button', { name: 'Scroll the menu forward' });
  await expect(forward).toBeEnabled();
  await forward.click();
  await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBe(110 - 80);
  await page.getByRole('button', { name: 'Scroll the menu back' }).click();
  await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBe(0);

  // The collapse opens as a menu below the row.
  await wrapper.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.setViewportSize({ width: 900, height: 800 });
  await expect(wrapper).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
});

test('Arabic in the settings turns the console right to left with the menu on the right', async ({
  page,
}) => {
  const token = await signInFresh(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/analytics');
  const panel = await openPanel(page);
  await panel.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');

  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).first()).toBeVisible();
  const nav = await navbar(page).boundingBox();
  expect(nav!.x + nav!.width).toBeGreaterThan(1270);
  // The header's start (menu toggle) is on the right too.
  const toggle = await page.getByRole('button', { name: 'طيّ القائمة' }).boundingBox();
  expect(toggle!.x).toBeGreaterThan(640);
  await expect.poll(() => serverPreferences(page, token)).toMatchObject({ language: 'ar', direction: 'rtl' });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'إعدادات المظهر' }).click();
  await page.getByRole('dialog').getByRole('radiogroup', { name: 'اللغة' }).getByText('English').click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the console and the settings panel pass axe in the ${scheme} scheme`, async ({ page }) => {
    await signInFresh(page);
    await page.goto(`/layout/${scheme}`);
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByRole('button', { name: 'Theme settings' })).toBeVisible();
    await expectAccessible(page);
    const panel = await openPanel(page);
    await panel.getByRole('radiogroup', { name: 'Menu colour' }).getByRole('radio', { name: 'Teal' }).click();
    await panel
      .getByRole('radiogroup', { name: 'Header colour' })
      .getByRole('radio', { name: 'Indigo' })
      .click();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search pages' }).click();
    await expectAccessible(page);
  });
}
