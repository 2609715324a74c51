import { expect, test, type Page } from '@playwright/test';
import { apiActiveSubscriber, useSession } from './fixtures.ts';

/*
 * Theme settings (the drawer, saved per account). Each test signs in a fresh subscriber, so the settings
 * it saves never reach the demo accounts other journeys use at the same time.
 */

let lastSession: Record<string, string | number> = {};

async function signInFresh(page: Page): Promise<string> {
  const { session } = await apiActiveSubscriber(page.request);
  await useSession(page, session);
  lastSession = session;
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
const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Theme settings' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the settings panel applies every option at once and saves it to the account', async ({ page }) => {
  test.slow(); // Every option, then a second browser.
  const token = await signInFresh(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/dashboard/analytics');
  const panel = await openPanel(page);
  const segment = (group: string, option: string) =>
    panel.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();

  await segment('Menu layout', 'Horizontal');
  await expect(html(page)).toHaveAttribute('data-fh-menu-layout', 'horizontal');
  await expect(page.getByTestId('horizontal-menu-wrapper')).toBeVisible();
  await expect(navbar(page)).toHaveCount(0);
  await segment('Menu layout', 'Vertical');
  await expect(navbar(page)).toBeVisible();

  await segment('Colour scheme', 'Dark');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await segment('Colour scheme', 'Light');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  await segment('Menu tone', 'Light');
  await expect
    .poll(() => css(page, '.mantine-AppShell-navbar', 'background-color'))
    .toBe('rgb(255, 255, 255)');

  await panel.getByRole('switch', { name: 'Collapsed menu (icons only)' }).click();
  await expect.poll(async () => (await navbar(page).boundingBox())?.width).toBe(76);

  await panel.getByRole('switch', { name: 'Fixed header' }).click();
  await expect.poll(() => css(page, '.mantine-AppShell-header', 'position')).toBe('absolute');
  await panel.getByRole('switch', { name: 'Fixed menu' }).click();
  await expect.poll(() => css(page, '.mantine-AppShell-navbar', 'position')).toBe('absolute');

  await panel.getByRole('switch', { name: 'Boxed layout' }).click();
  await expect.poll(() => css(page, '.mantine-AppShell-root', 'max-width')).toBe('1280px');
  await expect.poll(async () => (await navbar(page).boundingBox())?.x).toBe(60); // (1400 − 1280) / 2

  await panel.getByRole('switch', { name: 'Picture behind the menu' }).click();
  await expect
    .poll(() => css(page, '.mantine-AppShell-navbar > div', 'background-image'))
    .toContain('nav-image.svg');

  await panel.getByRole('radiogroup', { name: 'Menu colour' }).getByRole('radio', { name: 'Blue' }).click();
  await expect
    .poll(() => css(page, '.mantine-AppShell-navbar', 'background-color'))
    .toBe('rgb(24, 100, 171)');
  await panel.getByRole('radiogroup', { name: 'Header colour' }).getByRole('radio', { name: 'Red' }).click();
  await expect.poll(() => css(page, '.mantine-AppShell-header', 'background-color')).toBe('rgb(201, 42, 42)');
  await panel.getByRole('radiogroup', { name: 'Icon colour' }).getByRole('radio', { name: 'Yellow' }).click();
  await expect.poll(() => css(page, '.mantine-AppShell-navbar li svg', 'color')).toBe('rgb(244, 194, 43)');

  await segment('Direction', 'Right to left');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await navbar(page).boundingBox())?.x).toBeGreaterThan(1000);

  const expected = {
    menuLayout: 'vertical',
    colorScheme: 'light',
    menuTone: 'light',
    menuCollapsed: true,
    fixedHeader: false,
    fixedMenu: false,
    boxedLayout: true,
    menuImage: true,
    menuColor: 'blue',
    headerColor: 'red',
    iconColor: 'yellow',
    direction: 'rtl',
    language: 'en',
  };
  await expect.poll(() => serverPreferences(page, token)).toEqual(expected);

  // Another browser (no cached copy) shows the same console once signed in.
  const other = await page.context().browser()!.newPage();
  await useSession(other, lastSession);
  await other.setViewportSize({ width: 1400, height: 900 });
  await other.goto(page.url());
  await expect(other.locator('html')).toHaveAttribute('data-fh-menu-color', 'blue');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await other.close();
});

test('a choice saved on one device reaches the console open on another, without a reload', async ({
  page,
  browser,
}) => {
  await signInFresh(page);
  const other = await (await browser.newContext()).newPage();
  await useSession(other, lastSession);
  for (const p of [page, other]) {
    await p.goto('/dashboard/analytics');
    await expect(html(p)).toHaveAttribute('data-mantine-color-scheme', 'light');
  }
  await expect(other.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();

  const panel = await openPanel(page);
  await panel.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Dark', { exact: true }).click();
  await panel
    .getByRole('radiogroup', { name: 'Menu layout' })
    .getByText('Horizontal', { exact: true })
    .click();

  await expect(html(other)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html(other)).toHaveAttribute('data-fh-menu-layout', 'horizontal');
  // And it is that device's own copy now: its next load starts dark too.
  await other.reload();
  await expect(html(other)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await other.context().close();
});

test('a reload paints the saved theme before the app starts (no flash)', async ({ page }) => {
  await signInFresh(page);
  await page.goto('/dashboard/analytics');
  const panel = await openPanel(page);
  await panel.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Dark').click();
  await panel.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
  await expect(html(page)).toHaveAttribute('lang', 'ar');

  // Parsing ends ('interactive') before any module script runs: what <html> says then is what the
  // first paint can show. The page holds the English sign-in form rendered at build time; on this
  // page, in Arabic, it must be marked hidden before it can paint.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.documentElement;
      (window as unknown as { boot: unknown }).boot = {
        scheme: root.getAttribute('data-mantine-color-scheme'),
        dir: root.getAttribute('dir'),
        lang: root.getAttribute('lang'),
        signInShown: root.getAttribute('data-fh-prerendered') !== 'off',
      };
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { boot: unknown }).boot)).toEqual({
    scheme: 'dark',
    dir: 'rtl',
    lang: 'ar',
    signInShown: false,
  });
  await expect(page.getByRole('button', { name: 'إعدادات المظهر' })).toBeVisible();
});
